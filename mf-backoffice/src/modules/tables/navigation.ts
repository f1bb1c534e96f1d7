import { backofficeTableTexts } from '@asp/i18n';

/** The navigation entry of the Tische module (layout/modules.ts). */
export const tableNavigation = {
  path: '/backend/tables',
  label: backofficeTableTexts.navigation,
  testId: 'nav-tables',
  group: 'Filialen & Geräte',
} as const;

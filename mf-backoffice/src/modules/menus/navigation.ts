import { backofficeMenuTexts } from '@asp/i18n';

/** The navigation entry of the Produktkataloge module (layout/modules.ts). */
export const menuNavigation = {
  path: '/backend/menus',
  label: backofficeMenuTexts.navigation,
  testId: 'nav-menus',
  group: 'Katalog',
} as const;

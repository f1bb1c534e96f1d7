import { backofficeDonateeTexts } from '@asp/i18n';

/** The navigation entry of the Spendenempfänger module (layout/modules.ts). */
export const donateeNavigation = {
  path: '/backend/donatees',
  label: backofficeDonateeTexts.navigation,
  testId: 'nav-donatees',
  group: 'Katalog',
} as const;

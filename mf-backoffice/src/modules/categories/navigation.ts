import { backofficeCategoryTexts } from '@asp/i18n';

/** The navigation entry of the Kategorien module (layout/modules.ts). */
export const categoryNavigation = {
  path: '/backend/categories',
  label: backofficeCategoryTexts.navigation,
  testId: 'nav-categories',
  group: 'Katalog',
} as const;

import { backofficeDivisionTexts } from '@asp/i18n';

/** The navigation entry of the Organisationen module (layout/modules.ts). */
export const divisionNavigation = {
  path: '/backend/divisions',
  label: backofficeDivisionTexts.listTitle,
  testId: 'nav-divisions',
  group: 'Filialen & Geräte',
};

import { backofficeDepartmentTexts } from '@asp/i18n';

/** The navigation entry of the Abteilungen module (layout/modules.ts). */
export const departmentNavigation = {
  path: '/backend/departments',
  label: backofficeDepartmentTexts.navigation,
  testId: 'nav-departments',
  group: 'Filialen & Geräte',
} as const;

import { backofficeDeviceTexts } from '@asp/i18n';

/** The navigation entry of the Geräte module (layout/modules.ts). */
export const deviceNavigation = {
  path: '/backend/devices',
  label: backofficeDeviceTexts.listTitle,
  testId: 'nav-devices',
  group: 'Filialen & Geräte',
};

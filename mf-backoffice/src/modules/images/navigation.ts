import { backofficeImagesTexts } from '@asp/i18n';

/** The navigation entry of the Bilder module (layout/modules.ts). */
export const imageNavigation = {
  path: '/backend/images',
  label: backofficeImagesTexts.navigation,
  testId: 'nav-images',
  group: 'Website',
};

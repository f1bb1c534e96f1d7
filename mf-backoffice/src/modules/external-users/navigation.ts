import { externalUsersTexts } from '@asp/i18n';

/** The navigation entry of the Externe-Benutzer module (layout/modules.ts). */
export const externalUserNavigation = {
  path: '/backend/external-users',
  label: externalUsersTexts.title,
  testId: 'nav-external-users',
  group: 'Personal',
};

import { ROLE_ADMIN } from '@asp/contracts';
import { usersTexts } from '@asp/i18n';

/** The navigation entry of the Benutzer module (layout/modules.ts); for ROLE_ADMIN only. */
export const userNavigation = {
  path: '/backend/users',
  label: usersTexts.title,
  testId: 'nav-users',
  group: 'Personal',
  roles: [ROLE_ADMIN],
};

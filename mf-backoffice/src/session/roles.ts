import { ROLE_ADMIN, type CurrentUser } from '@asp/contracts';

/**
 * Whether the signed-in staff user is an administrator: the session's own roles (a JWT of
 * ROLE_ADMIN) or the user record's. Screens use it to hide what the services would refuse
 * with 403 anyway (development SMS, device changes, approvals, shift planning, saving the
 * configuration), so an employee never meets a button that cannot work. No user: false.
 */
export function isAdmin(current: Pick<CurrentUser, 'roles' | 'user'> | null): boolean {
  if (!current) return false;
  return current.roles.includes(ROLE_ADMIN) || (current.user?.roles.includes(ROLE_ADMIN) ?? false);
}

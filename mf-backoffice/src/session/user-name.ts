import type { CurrentUserProfile } from '@asp/contracts';

/**
 * The formatted user name of the staff toolbar and the back-office header
 * (document 1 §2): first and last name, or the user name when both are empty.
 */
export function formatUserName(user: Pick<CurrentUserProfile, 'firstName' | 'lastName' | 'username'>): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.username;
}

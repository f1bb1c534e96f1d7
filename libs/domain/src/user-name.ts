/**
 * The formatted user name of the staff toolbar on the public shop and the back-office
 * header (document 1 §2): first and last name, or the user name when both are empty.
 */
export function formatUserName(user: { firstName: string; lastName: string; username: string }): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.username;
}

/**
 * Authentication messages of document 1 §8: the German translations the old
 * product (Symfony security component) showed for each case, letter for letter.
 */
export const authTexts = {
  invalidCredentials: 'Fehlerhafte Zugangsdaten.',
  accountExpired: 'Der Account ist abgelaufen.',
  accountDisabled: 'Der Account ist deaktiviert.',
  accountLocked: 'Der Account ist gesperrt.',
  credentialsExpired: 'Die Zugangsdaten sind abgelaufen.',
  usernameNotFound: 'Der Benutzername wurde nicht gefunden.',
  invalidLoginLink: 'Ungültiger oder abgelaufener Anmelde-Link.',
  invalidCsrfToken: 'Ungültiges CSRF-Token.',
  noSession: 'Keine Session verfügbar, entweder ist diese abgelaufen oder Cookies sind nicht aktiviert.',
  tooManyAttempts: {
    one: 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in {count} Minute noch einmal.',
    other: 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in {count} Minuten noch einmal.',
  },
  /** Shown by services when a staff route is called without a valid session. */
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
} as const;

/**
 * The product texts the suite looks for, letter for letter. Spec-quoted ones are
 * copied from the spec and the issue (not imported from libs/i18n), so a wrong text in the
 * catalogue fails here instead of being compared with itself.
 */
export const texts = {
  // storefront.md §2.5
  branchSearchPlaceholder: 'PLZ / Ort',
  branchesShown: (shown: number, total: number) => `${shown} von ${total} Filialen werden angezeigt.`,
  noResults: 'Leider wurden keine Ergebnisse gefunden.',
  // storefront.md §2.7
  notFoundTitle: '404 Not Found',
  notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
  // the issue (auth and validation messages)
  invalidCredentials: 'Fehlerhafte Zugangsdaten.',
  unique: 'Dieser Wert wird bereits verwendet.',
  retry: 'Erneut versuchen',
  // Ours (libs/i18n shell/backoffice/storefront texts marked "ours").
  branchSearchLabel: 'Filialen suchen',
  tagFilterLabel: 'Nach Tags filtern',
  branchInactive: 'Derzeit nicht verfügbar',
  remoteLoadFailed: 'Dieser Bereich konnte nicht geladen werden.',
  loginTitle: 'Anmelden',
  username: 'Benutzername',
  password: 'Passwort',
  login: 'Anmelden',
  logout: 'Abmelden',
  branchesTitle: 'Filialen',
  newBranchTitle: 'Neue Filiale',
  editBranchTitle: 'Filiale bearbeiten',
  create: 'Neu anlegen',
  save: 'Speichern',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  cancel: 'Abbrechen',
  deleteBranchTitle: 'Filiale löschen',
  close: 'Schließen',
} as const;

/**
 * Texts of the back office (document 1). The spec names the modules, the resource
 * nouns and the messages (see resources.ts, auth.ts) but shows no screen layouts, so
 * the labels below are ours, written in the style of the catalogue.
 */
export const backofficeTexts = {
  title: 'Backend',
  /** Login page (/backend/login). */
  loginTitle: 'Anmelden',
  username: 'Benutzername',
  password: 'Passwort',
  login: 'Anmelden',
  loggingIn: 'Anmeldung läuft...',
  loggingOut: 'Abmeldung läuft...',
  /** Staff toolbar wording of document 1 §2. */
  logout: 'Abmelden',
  /** Layout. */
  navigation: 'Module',
  branchFilter: 'Filiale',
  allBranches: 'Alle Filialen',
  /** Generic list and form actions. */
  create: 'Neu anlegen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  save: 'Speichern',
  saving: 'Speichern...',
  cancel: 'Abbrechen',
  back: 'Zurück zur Liste',
  actions: 'Aktionen',
  yes: 'Ja',
  no: 'Nein',
  empty: 'Keine Einträge vorhanden.',
  deleteConfirmTitle: '{noun} löschen',
  deleteConfirmText: 'Soll „{name}“ wirklich gelöscht werden?',
} as const;

// The branch module's texts (Filialen) live in their own file.
export * from './backoffice-branch';
export * from './backoffice-orders';
export * from './backoffice-notifications';
export * from './backoffice-start';
export * from './backoffice-divisions';
export * from './backoffice-images';
export * from './backoffice-catalog';
export * from './backoffice-configurator';
export * from './backoffice-config';
export * from './backoffice-people';
export * from './backoffice-products';
export * from './backoffice-time';
export * from './backoffice-signage';
export * from './backoffice-website';
export * from './backoffice-signage-editor';
export * from './backoffice-schedules';
export * from './backoffice-statistics';

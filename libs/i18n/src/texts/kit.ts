/**
 * The texts of web-kit's shared parts (lists, forms, dialogs, toasts) in the back office
 * and wherever else they are used. The spec gives none of these; they follow the
 * wording of the existing back-office texts.
 */
export const kitTexts = {
  /** Unsaved-changes guard of a form. */
  unsavedTitle: 'Ungespeicherte Änderungen',
  unsavedText: 'Die Änderungen in diesem Formular sind noch nicht gespeichert. Seite trotzdem verlassen?',
  unsavedLeave: 'Verlassen',
  unsavedStay: 'Weiter bearbeiten',
  /** A form's fields were refused (shown above the form, the messages sit on the fields). */
  formInvalid: 'Bitte die markierten Felder prüfen.',
  /** Toasts after a save or delete. */
  saved: 'Gespeichert.',
  deleted: 'Gelöscht.',
  closeToast: 'Meldung schließen',
  notifications: 'Meldungen',
  /** Lists. */
  loading: 'Wird geladen...',
  empty: 'Keine Einträge vorhanden.',
  pageOf: 'Seite {page} von {pages}',
  entries: '{count} Einträge',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageSize: 'Einträge pro Seite',
  columns: 'Spalten',
  chooseColumns: 'Spalten auswählen',
  sortBy: 'Sortieren nach {column}',
  selectAll: 'Alle auf dieser Seite auswählen',
  selectRow: '{name} auswählen',
  selected: '{count} ausgewählt',
  deleteSelected: 'Ausgewählte löschen',
  bulkDeleteTitle: '{noun} löschen',
  bulkDeleteText: 'Sollen {count} Einträge wirklich gelöscht werden?',
  bulkDeleteFailed: '{failed} von {count} Einträgen konnten nicht gelöscht werden.',
  search: 'Suchen',
} as const;

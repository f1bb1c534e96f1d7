/**
 * Changing an order item (weighed amount, quantity, options; platform-and-backoffice.md §4
 * "Change an order item by index", issue 12), capturing the final amount and refunds. The
 * spec shows no texts for these, so they are ours.
 */
export const orderItemEditTexts = {
  /** Server answers (422 / 400). */
  indexOutOfRange: 'Diese Position gibt es in der Bestellung nicht.',
  orderFinal: 'Eine abgeschlossene, stornierte oder abgelehnte Bestellung kann nicht mehr geändert werden.',
  nothingToChange: 'Bitte eine Menge, Optionen oder das gewogene Gewicht angeben.',
  notWeighable: 'Nur Gewichtsartikel können gewogen werden.',
  weighedUnit: 'Das Gewicht muss in Gramm oder Kilogramm angegeben werden.',
  invalidUnit: 'Diese Einheit passt nicht zum Artikel.',
  productGone: 'Der Artikel ist nicht mehr im Sortiment; die Optionen können nicht geändert werden.',
  invalidOptions: 'Die gewählten Optionen sind ungültig.',
  /** History notes. */
  noteWeight: 'Gewicht {after} statt {before}',
  noteAmount: 'Menge {after} statt {before}',
  noteOptions: 'Optionen geändert',
  noteItem: 'Position {position} ({name}): {changes}',
  noteCaptured: 'Eingezogen: {amount}',
  noteToCollect: 'An der Theke zu kassieren: {amount}',
  noteRefundFailed: 'Erstattung fehlgeschlagen, wird erneut versucht.',
  /** Back office. */
  editItem: 'Position ändern',
  dialogTitle: 'Position {position} ändern',
  quantity: 'Menge',
  weighedAmount: 'Gewogenes Gewicht',
  options: 'Optionen',
  removeOption: '„{option}“ entfernen',
  optionsHint: 'Gewählte Optionen können hier nur entfernt werden.',
  optionsLoading: 'Optionen werden geladen …',
  noChoice: 'Keine Auswahl',
  addonAmount: '{name} – Menge',
  addonAmountUnit: '{name} – Menge ({unit})',
  invalidAddonAmount: 'Bitte bei den Extras nur Mengen von 0 oder mehr eingeben.',
  fileCount: '{count} Datei(en)',
  notFilled: '–',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saveFailed: 'Position konnte nicht geändert werden.',
  estimatedAmount: 'Geschätzter Betrag (autorisiert)',
  finalAmount: 'Endbetrag',
  capturedAmount: 'Eingezogen',
  amountToCollect: 'Bitte an der Theke kassieren: {amount} (Endbetrag über der autorisierten Zahlung)',
  refundPending: 'Erstattung ausstehend',
  refundFailed: 'Erstattung fehlgeschlagen – wird automatisch erneut versucht',
  refundDone: 'Erstattet',
  authorizationVoided: 'Autorisierung aufgehoben',
} as const;

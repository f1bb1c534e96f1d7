/**
 * Product texts of the ordering journeys, letter for letter. Spec-quoted ones are copied
 * from storefront.md (not imported from libs/i18n), so a wrong catalogue text fails here
 * instead of being compared with itself; "ours" are the catalogue's own wording.
 */
export const orderingTexts = {
  // storefront.md §2.4, §2.8, §2.9
  addToCart: 'Zum Warenkorb hinzufügen',
  nextStep: 'Zum nächsten Schritt',
  quantityQuestion: 'Welche Menge wird benötigt?',
  toCheckout: 'Zum Checkout',
  orderNow: 'Jetzt bestellen',
  edit: 'Bearbeiten',
  remove: 'Entfernen',
  close: 'Schließen',
  ingredients: 'Zutaten',
  added: (name: string) => `${name} zum Warenkorb hinzugefügt.`,
  taxLine: (rate: number) => `Mwst. (${rate}%)`,
  free: 'Kostenlos',
  emptyCart: 'Keine Produkte im Warenkorb!',
  searchPlaceholder: 'Produkte suchen...',
  // storefront.md §5 (cart and delivery)
  minimumOrderValue: (amount: string) => `Sie haben den Mindestbestellwert in Höhe von ${amount} leider noch nicht erreicht.`,
  minimumOrderDifference: (difference: string) =>
    `Fügen Sie Waren im Wert von mindestens ${difference} hinzu oder wählen Sie eine andere Art der Lieferung.`,
  freeDeliveryFrom: (amount: string) => `Kostenlose Lieferung ab ${amount}.`,
  // storefront.md §5 (submit labels) and §8
  submitOrder: 'Bestellung abschicken',
  submitPreorder: 'Vorbestellung abschicken',
  submitQuotation: 'Angebotsanfrage abschicken',
  closedNow: 'Derzeit haben wir leider geschlossen.',
  reopenOnDay: (day: string, time: string) => `Wir öffnen wieder am ${day} um ${time} Uhr.`,
  preorderCheckout: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  // storefront.md §2.11
  availableTimes: 'Verfügbare Zeiten:',
  // storefront.md §2.12
  canceledHeader: 'Ihre Bestellung wurde storniert.',
  ticket: 'Ticket',
  waiting: 'Bitte warten Sie einen Moment, bis Ihre Bestellung bestätigt wurde.',
  statusLines: {
    awaitingConfirmation: 'Warten auf Bestätigung',
    inProgress: 'Wird bearbeitet',
    inDelivery: 'In Zustellung',
    completed: 'Abgeschlossen',
    canceled: 'Storniert',
  },
  fulfilment: { delivery: 'Lieferung', dineIn: 'Dine In', takeaway: 'Takeaway' },
  counterAccept: (time: string) => `Ja, ${time} Uhr ist in Ordnung`,
  counterReject: 'Nein, Bestellung stornieren',
  questionnaireSend: 'Abschicken',
  questionnaireCancel: 'Abbrechen',

  // ours (libs/i18n: chrome.ts, order-status.ts, checkout-screens.ts, orders.ts)
  thankYou: 'Vielen Dank für Ihre Bestellung!',
  confirmedTakeaway: (time: string) => `Ihre Bestellung wurde bestätigt und wird bis ${time} Uhr für Sie vorbereitet.`,
  counterPrompt: (date: string, time: string) =>
    `Ihr Wunschtermin ist leider nicht möglich. Sind Sie mit dem neuen Termin am ${date} um ${time} Uhr einverstanden?`,
  dineInHint: (table: string) =>
    `Sobald Ihre Bestellung für Tisch ${table} fertig ist, erscheint Ihre Nummer auf dem Bildschirm an der Theke.`,
  questionnaireTitle: 'Wie zufrieden waren Sie mit Ihrer Bestellung?',
  questionnaireThanks: 'Vielen Dank für Ihre Bewertung!',
  ratingLabels: { rating: 'Gesamteindruck', foodRating: 'Essen', serviceRating: 'Service', processRating: 'Ablauf' },
  stars: (count: number) => `${count} von 5 Sternen`,
  comment: 'Kommentar',
  cartTitle: 'Warenkorb',
  checkoutHeading: 'Bestellvorgang',
  dateDialog: 'Datum auswählen',
  timeDialog: 'Uhrzeit auswählen',
  termsTitle: 'Allgemeine Geschäftsbedingungen',
  sandboxPay: 'Bezahlen',
  sandboxFail: 'Zahlung fehlschlagen lassen',
  sandboxTitle: 'Testzahlung',
  mollieLabel: 'Online-Zahlung (Mollie)',
  datatransLabel: 'Online-Zahlung (Datatrans)',
  cashLabel: 'Barzahlung',
  backToCheckout: 'Zurück zum Bestellvorgang',
} as const;

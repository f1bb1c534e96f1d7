/**
 * Checkout texts (storefront.md §2.10, §5, §8) and the German messages of the shared
 * checkout validation (browser and orders service). The spec leaves the form error texts
 * open ("not shown"): those marked "ours" are written in the style of the catalogue.
 */
export const checkoutTexts = {
  submitQuotation: 'Angebotsanfrage abschicken',
  submitOrder: 'Bestellung abschicken',
  submitPreorder: 'Vorbestellung abschicken',
  processing: 'Verarbeiten...',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  phoneHint: 'Bitte geben Sie eine gültige Nummer im Format +496641234567 an.',
  /** Variant 2 uses an Austrian example (ours: the example number). */
  phoneHintAustria: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
  noDonateeMatch: 'Keine passende Organisation gefunden.',
} as const;

/** ours: one message per checkout rule. */
export const checkoutErrorTexts = {
  firstName: 'Bitte geben Sie Ihren Vornamen an.',
  lastName: 'Bitte geben Sie Ihren Nachnamen an.',
  phoneRequired: 'Bitte geben Sie Ihre Telefonnummer an.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer an.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  street: 'Bitte geben Sie Straße und Hausnummer an.',
  zipCode: 'Bitte geben Sie Ihre Postleitzahl an.',
  city: 'Bitte geben Sie Ihren Ort an.',
  country: 'Bitte wählen Sie ein Land aus (Deutschland, Liechtenstein, Österreich oder Schweiz).',
  table: 'Bitte wählen Sie einen Tisch aus.',
  notificationType: 'Bitte wählen Sie aus, wie Sie benachrichtigt werden möchten.',
  legalInstructions: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  privacyPolicy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  orderType: 'Diese Bestellart wird von der ausgewählten Filiale nicht angeboten.',
  deliveryArea: 'Bitte wählen Sie ein Liefergebiet aus.',
  paymentMethod: 'Diese Zahlungsart ist nicht verfügbar.',
  paymentMethodMissing: 'Bitte wählen Sie eine Zahlungsart aus.',
  item: 'Bitte vervollständigen Sie die Angaben zu "{name}".',
  /** ours (issue 18): a text step of a cart item beyond the limits of its product. */
  itemTextTooLong: 'Die Angabe "{step}" zu "{name}" darf höchstens {max} Zeichen haben.',
  itemTextTooShort: 'Die Angabe "{step}" zu "{name}" muss mindestens {min} Zeichen haben.',
} as const;

/** ours: labels of the payment methods (cash, atm-card, hydro-ag-voucher, mollie, datatrans). */
export const paymentMethodLabels = {
  cash: 'Barzahlung',
  'atm-card': 'EC-Karte',
  'hydro-ag-voucher': 'Hydro AG Gutschein',
  mollie: 'Online-Zahlung (Mollie)',
  datatrans: 'Online-Zahlung (Datatrans)',
} as const;

/** Order type labels (platform-and-backoffice.md §9). */
export const orderTypeLabels = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  dineIn: 'Dine In',
} as const;

/** ours: labels of the notification types of variant 1. */
export const notificationTypeLabels = {
  sms: 'SMS',
  email: 'E-Mail',
} as const;

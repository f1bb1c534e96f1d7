/**
 * Texts of the two checkout screens, the pickers, the phone input, the donation
 * recipient overlay and the failed-payment page (storefront.md §2.10, §2.11, §5, §8).
 * The spec quotes only a few of them (they live in texts/checkout.ts, texts/cart.ts and
 * texts/opening-hours.ts); the labels below are "ours", written in the spec's style.
 */
export const checkoutScreenTexts = {
  /** Heading of both checkouts (the page title is 'Bestellvorgang - {title}'). */
  heading: 'Bestellvorgang',
  back: 'Zurück',
  backToShop: 'Zurück zum Shop',
  /** The failed-payment page's way back to the form. */
  backToCheckout: 'Zurück zum Bestellvorgang',
  /** Heading of the server's error list at the top of the form. */
  errorsHeading: 'Bitte überprüfen Sie Ihre Angaben:',
  /** Variant 1 below its disabled submit: which steps are still incomplete. */
  incompleteSteps: 'Bitte vervollständigen Sie noch: {steps}',
  /** The server's error list (screen-reader name of the box). */
  errorsLabel: 'Fehler beim Absenden der Bestellung',
} as const;

/** The steps of variant 1's step validation (storefront.md §5), for the incomplete-steps hint. */
export const checkoutStepTexts = {
  contact: 'Kontaktdaten',
  address: 'Adresse',
  appointment: 'Wunschtermin',
  table: 'Tisch',
  final: 'Abschluss',
} as const;

/** Section headings (storefront.md §2.10: the sections of the form). */
export const checkoutSectionTexts = {
  branchAndType: 'Filiale und Bestellart',
  contact: 'Kontaktdaten',
  address: 'Adresse',
  deliveryAddress: 'Lieferadresse',
  appointment: 'Wunschtermin',
  table: 'Tisch',
  comment: 'Anmerkungen',
  summary: 'Ihre Bestellung',
  donation: 'Spende',
  payment: 'Zahlungsart',
  notification: 'Benachrichtigung',
  final: 'Abschluss',
} as const;

/** Field labels of the order draft (storefront.md §3). */
export const checkoutFieldTexts = {
  branch: 'Filiale',
  orderType: 'Bestellart',
  deliveryArea: 'Liefergebiet',
  table: 'Tisch',
  isCompany: 'Ich bestelle als Firma',
  companyName: 'Firmenname',
  vatNumber: 'UID-Nummer',
  firstName: 'Vorname',
  lastName: 'Nachname',
  phone: 'Telefon',
  phonePrefix: 'Ländervorwahl',
  phoneNumber: 'Telefonnummer',
  email: 'E-Mail',
  street: 'Straße und Hausnummer',
  floor: 'Stock',
  stairway: 'Stiege',
  door: 'Tür',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  isDeliveryAddressDifferent: 'Die Lieferadresse weicht von der Rechnungsadresse ab',
  isDeliveryCompany: 'Lieferung an eine Firma',
  comment: 'Anmerkung zur Bestellung',
  notificationType: 'Wie möchten Sie über Ihre Bestellung informiert werden?',
  paymentMethod: 'Wie möchten Sie bezahlen?',
  appointmentDate: 'Datum',
  appointmentTime: 'Uhrzeit',
} as const;

/** Country names of the allowed countries (storefront.md §9: DE, LI, AT, CH). */
export const countryLabels = {
  DE: 'Deutschland',
  LI: 'Liechtenstein',
  AT: 'Österreich',
  CH: 'Schweiz',
} as const;

/** The appointment section and its picker overlays (storefront.md §2.11). */
export const pickerTexts = {
  noAppointment: 'So bald wie möglich',
  chooseDate: 'Datum wählen',
  chooseTime: 'Uhrzeit wählen',
  dateDialog: 'Datum auswählen',
  timeDialog: 'Uhrzeit auswählen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  /** Column header of the ISO week numbers. */
  week: 'KW',
  weekLabel: 'Kalenderwoche {week}',
  cancel: 'Abbrechen',
  hours: 'Stunden',
  minutes: 'Minuten',
  hourUp: 'Eine Stunde später',
  hourDown: 'Eine Stunde früher',
  minuteUp: 'Fünf Minuten später',
  minuteDown: 'Fünf Minuten früher',
  /** The chosen appointment as shown in the form. */
  appointment: '{date} um {time} Uhr',
  openingHoursLink: 'Unsere Öffnungszeiten',
} as const;

/** Terms and privacy boxes and their overlays (storefront.md §2.10; links /agb, /datenschutz). */
export const legalBoxTexts = {
  termsBefore: 'Ich habe die ',
  termsLink: 'Allgemeinen Geschäftsbedingungen',
  termsAfter: ' gelesen und akzeptiere sie.',
  termsTitle: 'Allgemeine Geschäftsbedingungen',
  privacyBefore: 'Ich habe die ',
  privacyLink: 'Datenschutzerklärung',
  privacyAfter: ' gelesen und stimme ihr zu.',
  privacyTitle: 'Datenschutzerklärung',
} as const;

/** The donation recipient of variant 2 (storefront.md §2.10, §4, §9: 0.07 per order, paid by the shop). */
export const donationTexts = {
  note: 'Für jede Bestellung spenden wir {amount} an eine Organisation Ihrer Wahl. Die Spende wird vollständig von uns finanziert.',
  choose: 'Organisation auswählen',
  change: 'Organisation ändern',
  none: 'Keine Organisation ausgewählt',
  dialog: 'Spendenempfänger auswählen',
  search: 'Organisation suchen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  loadFailed: 'Spendenempfänger konnten nicht geladen werden.',
} as const;

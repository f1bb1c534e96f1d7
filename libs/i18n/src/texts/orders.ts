/**
 * Server-side texts of the orders service (storefront.md §8: "Server-side error texts
 * for the status calls: not shown" — all marked "ours" are written in the style of the
 * catalogue, one per rule; spec README). Status-call failures that the back office
 * shows use the document-1 texts of `operationTexts`.
 */
export const orderTexts = {
  /** ours: unknown uid, wrong hash or unknown id — says nothing about which. */
  notFound: 'Die Bestellung wurde nicht gefunden.',
  /** ours */
  unknownBranch: 'Die ausgewählte Filiale nimmt derzeit keine Bestellungen entgegen.',
  /** ours: before the branch's orderableFrom. */
  notYetOrderable: 'Bestellungen bei dieser Filiale sind ab dem {date} um {time} Uhr möglich.',
  /** ours */
  unknownProduct: 'Ein Produkt in Ihrem Warenkorb ist nicht mehr verfügbar. Bitte entfernen Sie es.',
  /** ours */
  productUnavailable: '"{name}" ist derzeit leider nicht bestellbar.',
  /** ours (issue 13): sold out at the branch, or nothing left of today's quantity. */
  soldOutToday: '„{name}“ ist heute ausverkauft.',
  /** ours (issue 13): less left of today's quantity than ordered. */
  onlyLeftToday: 'Von „{name}“ sind heute nur noch {amount} {unit} verfügbar.',
  /** ours */
  invalidUnit: 'Die gewählte Einheit ist für "{name}" nicht verfügbar.',
  /** ours */
  invalidAmount: 'Die gewählte Menge ist für "{name}" nicht möglich.',
  /** ours */
  unknownDonatee: 'Die ausgewählte Organisation ist nicht verfügbar.',
  /** ours */
  paymentStartFailed: 'Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  /** ours: a retried submit (same Idempotency-Key) while the first one is still starting its payment (409: the checkout retries). */
  paymentStarting: 'Ihre Zahlung wird gerade vorbereitet. Bitte versuchen Sie es gleich noch einmal.',
  /** ours: what the state machine refuses (409). */
  transition: {
    alreadyFinal: 'Die Bestellung ist bereits abgeschlossen oder storniert.',
    alreadyConfirmed: 'Die Bestellung wurde bereits bestätigt.',
    notConfirmed: 'Die Bestellung wurde noch nicht bestätigt.',
    alreadyInDelivery: 'Die Bestellung ist bereits unterwegs bzw. abholbereit.',
    awaitingPayment: 'Die Bestellung ist noch nicht bezahlt.',
    counterAppointmentPast: 'Der Terminvorschlag muss in der Zukunft liegen.',
    noCounterAppointment: 'Für diese Bestellung liegt kein Terminvorschlag vor.',
    counterAppointmentAnswered: 'Der Terminvorschlag wurde bereits beantwortet.',
    questionnaireNotCompleted: 'Eine Bewertung ist erst nach Abschluss der Bestellung möglich.',
    questionnaireAnswered: 'Diese Bestellung wurde bereits bewertet.',
    reviewsDisabled: 'Bewertungen sind derzeit nicht möglich.',
  },
} as const;

/** ours: the local sandbox payment page (development and tests; no real money). */
export const sandboxPaymentTexts = {
  title: 'Testzahlung',
  intro: 'Diese Seite ersetzt im Entwicklungsbetrieb den Zahlungsanbieter. Es wird kein echtes Geld bewegt.',
  amount: 'Betrag',
  description: 'Verwendungszweck',
  pay: 'Bezahlen',
  fail: 'Zahlung fehlschlagen lassen',
  finished: 'Diese Zahlung ist bereits abgeschlossen.',
  notFound: 'Diese Zahlung wurde nicht gefunden.',
} as const;

/**
 * Order status page texts (storefront.md §2.12, §4). The waiting text, the status lines,
 * the fulfilment labels and the buttons are quoted from the spec; the other status
 * sentences are ours, written in the style of the spec.
 */
export const orderStatusTexts = {
  /** ours */
  thankYou: 'Vielen Dank für Ihre Bestellung!',
  canceledHeader: 'Ihre Bestellung wurde storniert.',
  ticket: 'Ticket',
  orderNumber: 'Bestellnummer',
  waiting: 'Bitte warten Sie einen Moment, bis Ihre Bestellung bestätigt wurde.',
  /** ours */
  awaitingPayment: 'Wir warten auf den Eingang Ihrer Zahlung. Danach wird Ihre Bestellung bestätigt.',
  /** ours: confirmed and being prepared, with the appointment time. */
  confirmed: {
    delivery: 'Ihre Bestellung wurde bestätigt und wird für die Lieferung um {time} Uhr vorbereitet.',
    takeaway: 'Ihre Bestellung wurde bestätigt und wird bis {time} Uhr für Sie vorbereitet.',
    dineIn: 'Ihre Bestellung wurde bestätigt und wird für {time} Uhr zubereitet.',
  },
  /** ours: confirmed without an appointment time. */
  confirmedNow: {
    delivery: 'Ihre Bestellung wurde bestätigt und wird für die Lieferung vorbereitet.',
    takeaway: 'Ihre Bestellung wurde bestätigt und wird für Sie vorbereitet.',
    dineIn: 'Ihre Bestellung wurde bestätigt und wird zubereitet.',
  },
  /** ours */
  inDelivery: 'Ihre Bestellung ist jetzt auf dem Weg zu Ihnen.',
  readyForPickup: {
    takeaway: 'Ihre Bestellung ist abholbereit.',
    dineIn: 'Ihre Bestellung ist fertig und kann abgeholt werden.',
  },
  delivered: 'Ihre Bestellung wurde zugestellt. Guten Appetit!',
  completed: {
    delivery: 'Ihre Bestellung ist abgeschlossen. Vielen Dank!',
    takeaway: 'Ihre Bestellung wurde abgeholt. Vielen Dank!',
    dineIn: 'Ihre Bestellung ist abgeschlossen. Vielen Dank für Ihren Besuch!',
  },
} as const;

export const orderStatusLines = {
  awaitingPayment: 'Warten auf Zahlungseingang',
  awaitingConfirmation: 'Warten auf Bestätigung',
  inProgress: 'Wird bearbeitet',
  inDelivery: 'In Zustellung',
  delivered: 'Zugestellt',
  readyForPickup: 'Abholbereit',
  completed: 'Abgeschlossen',
  canceled: 'Storniert',
} as const;

/** Fulfilment type of the status summary. */
export const fulfilmentLabels = {
  delivery: 'Lieferung',
  dineIn: 'Dine In',
  takeaway: 'Takeaway',
} as const;

export const counterAppointmentTexts = {
  /** ours */
  prompt: 'Ihr Wunschtermin ist leider nicht möglich. Sind Sie mit dem neuen Termin am {date} um {time} Uhr einverstanden?',
  accept: 'Ja, {time} Uhr ist in Ordnung',
  reject: 'Nein, Bestellung stornieren',
} as const;

export const questionnaireTexts = {
  /** ours */
  title: 'Wie zufrieden waren Sie mit Ihrer Bestellung?',
  rating: 'Gesamteindruck',
  foodRating: 'Essen',
  serviceRating: 'Service',
  processRating: 'Ablauf',
  send: 'Abschicken',
  cancel: 'Abbrechen',
  /** ours: server validation of a rating. */
  ratingRange: 'Bitte vergeben Sie 1 bis 5 Sterne.',
} as const;

/** ours: hints about the status screens (front-desk plugin, non-delivery orders). */
export const frontdeskHintTexts = {
  takeaway: 'Sobald Ihre Bestellung abholbereit ist, erscheint Ihre Nummer auf dem Bildschirm an der Theke.',
  dineIn: 'Sobald Ihre Bestellung für Tisch {table} fertig ist, erscheint Ihre Nummer auf dem Bildschirm an der Theke.',
} as const;

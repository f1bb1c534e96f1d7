/**
 * Opening-hours texts: the display of website.md §2 (day labels, 'A & B',
 * 'first - last', 'from - to Uhr', 'geschlossen'), the toolbar of storefront.md §2.13,
 * the closed / no-delivery / pre-order messages of storefront.md §8 and the
 * appointment texts of storefront.md §2.11 and §5.
 * Texts marked "ours" are not quoted in the spec and written in its style.
 */
export const dayLabels = {
  today: 'Heute',
  tomorrow: 'Morgen',
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
} as const;

/** Weekday headers of the date picker, Monday first (storefront.md §2.11). */
export const weekdayHeaders = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

export const openingHoursTexts = {
  twoDays: '{first} & {last}',
  dayRange: '{first} - {last}',
  hours: '{from} - {to} Uhr',
  closed: 'geschlossen',
  /** ours: the next shift on a branch card ('Heute 08:00 - 18:00 Uhr'). */
  shift: '{day} {hours}',
  deliveryHours: 'Lieferzeiten',
  openingHours: 'Öffnungszeiten',
} as const;

export const branchStateTexts = {
  branchesOpen: { one: '{count} Standort geöffnet', other: '{count} Standorte geöffnet' },
  allClosed: 'Alle Standorte geschlossen',
  openUntil: 'Geöffnet bis {time}',
  closed: 'Geschlossen',
  closedNow: 'Derzeit haben wir leider geschlossen.',
  reopenToday: 'Wir öffnen wieder um {time} Uhr.',
  reopenOnDay: 'Wir öffnen wieder am {day} um {time} Uhr.',
  noDelivery: 'Derzeit ist leider keine Lieferung möglich.',
  noDeliveryCheckout: 'Derzeit bieten wir leider keine Lieferung an.',
  deliveryAgainToday: 'Wir liefern wieder ab {time} Uhr',
  deliveryAgainOnDay: 'Wir liefern wieder am {day} ab {time} Uhr',
  /** ours: the hint about takeaway or dine-in after the no-delivery message. */
  hintTakeaway: 'Sie können Ihre Bestellung aber gerne bei uns abholen.',
  hintDineIn: 'Sie können aber gerne bei uns vor Ort essen.',
  hintTakeawayAndDineIn: 'Sie können Ihre Bestellung aber gerne bei uns abholen oder vor Ort essen.',
  preorder: 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
  /** ours: the note that pre-orders are processed when open again. */
  preorderNote: 'Diese werden bearbeitet, sobald wir wieder geöffnet haben.',
  preorderCheckout: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
} as const;

export const appointmentTexts = {
  closed: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  required: 'Bitte wählen Sie einen Termin aus.',
  /** ours: an appointment before the earliest possible time (past, or within the lead time). */
  tooEarly: 'Der ausgewählte Termin ist leider zu früh. Bitte wählen Sie einen Termin ab {date} um {time} Uhr.',
  /** ours: an appointment that cannot be read. */
  invalid: 'Der ausgewählte Termin ist ungültig.',
  noSlots: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
  availableTimes: 'Verfügbare Zeiten:',
  clearSelection: 'Auswahl aufheben',
  save: 'Speichern',
  /** ours (issue 11): the chosen 15-minute window has no seat left; names the next free slot. */
  bookedOut: 'Dieses Zeitfenster ist leider ausgebucht. Das nächste freie Zeitfenster ist am {date} um {time} Uhr.',
  /** ours: booked out and no free slot within the booking horizon. */
  bookedOutNoAlternative: 'Dieses Zeitfenster ist leider ausgebucht. Bitte wählen Sie einen anderen Termin.',
  /** ours: a booked-out slot in the time picker. */
  slotBookedOut: 'ausgebucht',
} as const;

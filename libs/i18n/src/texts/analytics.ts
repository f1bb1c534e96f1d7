/** Messages of the analytics log ingestion (POST /api/analytics-log). */
export const analyticsTexts = {
  tooManyEntries: 'Zu viele Einträge auf einmal. Erlaubt sind höchstens {limit}.',
  dataTooLarge: 'Die Daten dieses Eintrags sind zu groß. Erlaubt sind höchstens {limit} Zeichen.',
  requestTooLarge: 'Die gesendeten Daten sind zu groß.',
  /** Statistics (issue 17): the period of a call. */
  periodReversed: 'Das Ende des Zeitraums muss nach seinem Anfang liegen.',
  periodTooLong: 'Der Zeitraum ist zu lang. Erlaubt sind höchstens {limit} Tage.',
  /** Labels of statistics keys. */
  direct: 'Direkt',
  unknown: 'Unbekannt',
  origins: { delivery: 'Lieferung', takeaway: 'Abholung', 'dine-in': 'Vor Ort' },
  colorSchemes: { light: 'Hell', dark: 'Dunkel', unknown: 'Unbekannt' },
} as const;

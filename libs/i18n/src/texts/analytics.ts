/** Messages of the analytics log ingestion (POST /api/analytics-log). */
export const analyticsTexts = {
  tooManyEntries: 'Zu viele Einträge auf einmal. Erlaubt sind höchstens {limit}.',
  dataTooLarge: 'Die Daten dieses Eintrags sind zu groß. Erlaubt sind höchstens {limit} Zeichen.',
  requestTooLarge: 'Die gesendeten Daten sind zu groß.',
} as const;

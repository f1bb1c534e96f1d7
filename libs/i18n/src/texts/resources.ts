/**
 * Default load/save messages of document 1 §8, built from the pattern
 * 'X konnte(n) nicht geladen / erstellt / aktualisiert / gelöscht werden.':
 * loading speaks of the plural ('Bestellungen konnten nicht geladen werden.'),
 * a single create/update/delete of the singular ('Bestellung konnte nicht erstellt werden.').
 */
export const resourceNouns = {
  images: { one: 'Bild', other: 'Bilder' },
  imageTemplates: { one: 'Bildvorlage', other: 'Bildvorlagen' },
  uploads: { one: 'Upload', other: 'Uploads' },
  divisions: { one: 'Organisation', other: 'Organisationen' },
  branches: { one: 'Filiale', other: 'Filialen' },
  departments: { one: 'Abteilung', other: 'Abteilungen' },
  menus: { one: 'Produktkatalog', other: 'Produktkataloge' },
  categories: { one: 'Kategorie', other: 'Kategorien' },
  tags: { one: 'Tag', other: 'Tags' },
  products: { one: 'Produkt', other: 'Produkte' },
  orders: { one: 'Bestellung', other: 'Bestellungen' },
  users: { one: 'Benutzer', other: 'Benutzer' },
  logs: { one: 'Log', other: 'Logs' },
  devices: { one: 'Gerät', other: 'Geräte' },
  tables: { one: 'Tisch', other: 'Tische' },
  sites: { one: 'Seite', other: 'Seiten' },
  redirects: { one: 'Weiterleitung', other: 'Weiterleitungen' },
  blocks: { one: 'Inhalt', other: 'Inhalte' },
  nodes: { one: 'Inhalt', other: 'Inhalte' },
  donatees: { one: 'Spendenempfänger', other: 'Spendenempfänger' },
  workingActivities: { one: 'Aktivität', other: 'Aktivitäten' },
  workingSchedules: { one: 'Planung', other: 'Planungen' },
  projects: { one: 'Projekt', other: 'Projekte' },
  tasks: { one: 'Aufgabe', other: 'Aufgaben' },
  scenes: { one: 'Szene', other: 'Szenen' },
  digitalSignageSegments: { one: 'Filmsequenz', other: 'Filmsequenzen' },
  digitalSignageStreams: { one: 'Stream', other: 'Streams' },
  digitalSignageDevices: { one: 'TV', other: 'TVs' },
  navigations: { one: 'Navigation', other: 'Navigationen' },
  customers: { one: 'Kunde', other: 'Kunden' },
  externalUsers: { one: 'Kunde', other: 'Kunden' },
} as const;

export type ResourceKey = keyof typeof resourceNouns;
export type ResourceAction = 'load' | 'create' | 'update' | 'delete';

const verbs: Record<ResourceAction, string> = {
  load: 'geladen',
  create: 'erstellt',
  update: 'aktualisiert',
  delete: 'gelöscht',
};

/** 'Filialen konnten nicht geladen werden.' / 'Filiale konnte nicht erstellt werden.' */
export function resourceError(resource: ResourceKey, action: ResourceAction): string {
  const noun = resourceNouns[resource];
  return action === 'load' ? `${noun.other} konnten nicht ${verbs[action]} werden.` : `${noun.one} konnte nicht ${verbs[action]} werden.`;
}

/** The specific messages of document 1 §8. */
export const operationTexts = {
  startupFailed: 'Daten konnten nicht geladen werden.',
  orderCancelFailed: 'Bestellung konnte nicht storniert werden.',
  orderStatusFailed: 'Bestellstatus konnte nicht geändert werden.',
  printFailed: 'Beleg konnte nicht gedruckt werden.',
  /** Ours (issue 12, the item labels of an order), in the catalogue's style. */
  labelPrintFailed: 'Etiketten konnten nicht gedruckt werden.',
  paymentStatusFailed: 'Zahlungsstatus konnte nicht überprüft werden.',
  reviewFailed: 'Bewertung konnte nicht gesendet werden.',
  confirmationFailed: 'Bestätigung konnte nicht versendet werden.',
  statisticsFailed: 'Statistik konnte nicht geladen werden.',
  configLoadFailed: 'Konfiguration konnte nicht geladen werden.',
  configSaveFailed: 'Konfiguration konnte nicht gespeichert werden.',
  currentUserFailed: 'Aktiver Benutzer konnte nicht geladen werden.',
  testFailed: 'Test nicht erfolgreich.',
  logRequestFailed: 'Log konnte nicht angefordert werden.',
  commandFailed: 'Befehl konnte nicht ausgeführt werden.',
  commandAbortFailed: 'Befehl konnte nicht abgebrochen werden.',
  fontsFailed: 'Schriftarten konnten nicht geladen werden.',
  timeTrackingUserFailed: 'Benutzer konnte nicht geladen werden.',
  timeTrackingScheduleFailed: 'Arbeitsplanung konnte nicht geladen werden.',
  timeTrackingBalancesFailed: 'Guthaben konnten nicht geladen werden.',
  activityStartFailed: 'Aktivität konnte nicht gestartet werden.',
  activityEndFailed: 'Aktivität konnte nicht beendet werden.',
  activityPauseFailed: 'Aktivität konnte nicht pausiert werden.',
  activityResumeFailed: 'Aktivität konnte nicht fortgesetzt werden.',
  holidayBalancesFailed: 'Urlaubskonten konnten nicht geladen werden.',
  timeBalancesFailed: 'Zeitsalden konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;

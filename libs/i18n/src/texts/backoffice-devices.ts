/**
 * The back-office devices module (Geräte, document 1 §2, §4, §7): list, form, the three
 * device actions, the device log and the virtual printer's received receipts. The spec
 * shows no screen layout, so these labels are ours; the load/save messages come from
 * resourceError('devices', …) and the action failures from operationTexts (§8).
 */
export const backofficeDeviceTexts = {
  listTitle: 'Geräte',
  createTitle: 'Neues Gerät',
  editTitle: 'Gerät bearbeiten',
  details: 'Details',
  /** Fields and columns. */
  identifier: 'Kennung',
  name: 'Name',
  branch: 'Filiale',
  kind: 'Art',
  allKinds: 'Alle Arten',
  connection: 'Verbindung',
  connectionType: 'Anschluss',
  connectionTcp: 'Netzwerk (TCP)',
  connectionHttp: 'HTTP (Webhook)',
  host: 'Host',
  hostHint: 'Name oder IP-Adresse des Geräts im Netzwerk.',
  port: 'Port',
  portHint: 'Netzwerkdrucker hören meist auf Port 9100.',
  url: 'URL',
  urlHint: 'Die Adresse, an die Benachrichtigungen per HTTP POST gesendet werden.',
  columns: 'Zeichen pro Zeile',
  columnsHint: '42 bei 80-mm-Papier, 32 bei 58-mm-Papier.',
  isVirtual: 'Virtueller Drucker (Entwicklung)',
  state: 'Status',
  online: 'Online',
  offline: 'Offline',
  lastContact: 'Letzter Kontakt',
  lastContactAt: 'Letzter Kontakt: {at}',
  neverContacted: 'Noch kein Kontakt',
  unknownBranch: 'Filiale {id}',
  /** Paging. */
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageRange: '{from}–{to} von {total}',
  /** Actions and their success notices (the failures are operationTexts.testFailed / logRequestFailed). */
  actionsTitle: 'Aktionen',
  testPrint: 'Testdruck',
  testNotification: 'Testbenachrichtigung',
  requestLogs: 'Log anfordern',
  running: 'Wird ausgeführt...',
  testPrintDone: 'Testdruck wurde gedruckt.',
  testNotificationDone: 'Testbenachrichtigung wurde gesendet.',
  requestLogsDone: 'Log wurde angefordert.',
  /** The device log. */
  logTitle: 'Geräte-Log',
  logTime: 'Zeit',
  logLevel: 'Stufe',
  logMessage: 'Meldung',
  logEmpty: 'Das Log ist leer.',
  /** The virtual printer's received receipts. */
  receivedTitle: 'Zuletzt empfangene Belege',
  receivedAt: 'Empfangen {at} ({bytes} Bytes)',
  receivedNone: 'Der Drucker hat noch keine Belege empfangen.',
  receivedOnlyVirtual: 'Empfangene Belege zeigt nur ein virtueller Drucker.',
  receivedFailed: 'Belege konnten nicht geladen werden.',
} as const;

/** German names of the device kinds (deviceKindSchema). */
export const deviceKindLabels = {
  'receipt-printer': 'Bondrucker',
  'label-printer': 'Etikettendrucker',
  'notification-device': 'Benachrichtigungsgerät',
} as const;

/** German names of the device log levels (deviceLogSchema.level). */
export const deviceLogLevelLabels = {
  info: 'Info',
  warning: 'Warnung',
  error: 'Fehler',
} as const;

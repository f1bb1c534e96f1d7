/**
 * The back-office start page (/backend, issue 13): the modules by group and what needs
 * attention. The spec names the groups' modules but shows no start page, so the labels
 * are ours, in the catalogue's style.
 */
export const backofficeStartTexts = {
  title: 'Übersicht',
  modules: 'Module',
  /** The accessible name of a module's link on the start page. */
  openModule: '{module} öffnen',
  attention: 'Zu erledigen',
  ordersWaiting: 'Bestellungen warten auf Bestätigung',
  ordersWaitingNone: 'Keine Bestellung wartet auf Bestätigung.',
  /** One line per branch: '{branch}: {count}'. */
  ordersWaitingAt: '{branch}: {count}',
  ordersOpen: 'Zu den Bestellungen',
  devicesOffline: 'Geräte offline',
  devicesOfflineNone: 'Alle Geräte sind online.',
  devicesOpen: 'Zu den Geräten',
  unknownBranch: 'Filiale {id}',
  unavailable: 'Nicht verfügbar',
} as const;

/**
 * The back-office catalogue modules of issue 13: menus (Produktkataloge), categories,
 * tags, departments (Abteilungen), donatees (Spendenempfänger) and tables (Tische).
 * The nouns and the load/save messages are document 1 §8's (resources.ts); the spec
 * shows no screen layouts, so labels and hints are ours, in the style of the catalogue.
 */
const common = {
  name: 'Name',
  search: 'Suchen',
  searchPlaceholder: 'Name enthält …',
  image: 'Bild',
  description: 'Beschreibung',
  branch: 'Filiale',
  allBranches: 'Alle Filialen',
  isEnabled: 'Aktiviert',
  identifier: 'Kennung',
  imageNone: 'Kein Bild',
  imageRemove: 'Bild entfernen',
} as const;

/** The parts the six modules share (image field, list filter). */
export const backofficeCatalogTexts = common;

export const backofficeMenuTexts = {
  ...common,
  navigation: 'Produktkataloge',
  listTitle: 'Produktkataloge',
  createTitle: 'Neuer Produktkatalog',
  editTitle: 'Produktkatalog bearbeiten',
  branches: 'Filialen',
  noBranches: 'Keiner Filiale zugeordnet',
  availableFrom: 'Verfügbar ab',
  availableFromHint:
    'Leer lassen, wenn der Katalog sofort gilt. Eine Filiale zeigt den Katalog mit dem spätesten Datum, das nicht in der Zukunft liegt.',
  alwaysAvailable: 'sofort',
  activeNow: 'aktiv',
  schedule: 'Zeitplan',
  scheduleHint:
    'Ohne Regeln gilt der Katalog rund um die Uhr. Mit Regeln gilt er nur zu diesen Zeiten und hat dann Vorrang vor Katalogen ohne Zeitplan (z. B. ein Mittagstisch).',
  categories: 'Kategorien und Produkte',
  categoryCount: '{count} Kategorien',
  addCategory: 'Kategorie hinzufügen',
  chooseCategory: 'Kategorie wählen',
  addProduct: 'Produkt hinzufügen',
  chooseProduct: 'Produkt wählen',
  removeCategory: 'Kategorie „{name}“ entfernen',
  removeProduct: 'Produkt „{name}“ entfernen',
  moveUp: '„{name}“ nach oben',
  moveDown: '„{name}“ nach unten',
  noCategories: 'Noch keine Kategorien in diesem Katalog.',
  noProducts: 'Keine Produkte in dieser Kategorie.',
} as const;

export const backofficeCategoryTexts = {
  ...common,
  navigation: 'Kategorien',
  listTitle: 'Kategorien',
  createTitle: 'Neue Kategorie',
  editTitle: 'Kategorie bearbeiten',
  parent: 'Oberkategorie',
  noParent: 'Keine (Hauptkategorie)',
  position: 'Reihenfolge',
  isVisibleWhenUnavailable: 'Außerhalb der Verfügbarkeit ausgegraut anzeigen (statt ausblenden)',
  schedule: 'Verfügbarkeit',
  scheduleHint: 'Ohne Regeln ist die Kategorie immer verfügbar.',
  alwaysAvailable: 'immer',
  limited: 'zeitlich begrenzt',
  disabled: 'deaktiviert',
  moveUp: '„{name}“ nach oben',
  moveDown: '„{name}“ nach unten',
  moveFailed: 'Reihenfolge konnte nicht gespeichert werden.',
  addSub: 'Unterkategorie anlegen',
  tree: 'Kategorienbaum',
} as const;

export const backofficeTagTexts = {
  ...common,
  navigation: 'Tags',
  listTitle: 'Tags',
  createTitle: 'Neuer Tag',
  editTitle: 'Tag bearbeiten',
} as const;

export const backofficeDepartmentTexts = {
  ...common,
  navigation: 'Abteilungen',
  listTitle: 'Abteilungen',
  createTitle: 'Neue Abteilung',
  editTitle: 'Abteilung bearbeiten',
  branchHint: 'Ohne Filiale gilt die Abteilung für alle Filialen.',
  noBranch: 'Alle Filialen',
  status: 'Status',
  allStates: 'Alle',
  enabledOnly: 'Nur aktivierte',
  disabledOnly: 'Nur deaktivierte',
} as const;

export const backofficeDonateeTexts = {
  ...common,
  navigation: 'Spendenempfänger',
  listTitle: 'Spendenempfänger',
  createTitle: 'Neuer Spendenempfänger',
  editTitle: 'Spendenempfänger bearbeiten',
  identifierHint: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. tafel-konstanz.',
  searchPlaceholder: 'Name oder Kennung enthält …',
} as const;

export const backofficeTableTexts = {
  ...common,
  navigation: 'Tische',
  listTitle: 'Tische',
  createTitle: 'Neuer Tisch',
  editTitle: 'Tisch bearbeiten',
  identifierHint: 'So sieht der Gast den Tisch, z. B. T1. Je Filiale nur einmal vergeben.',
  descriptionHint: 'Nur für das Personal, z. B. Fenster.',
  chooseBranch: 'Filiale wählen',
  searchPlaceholder: 'Kennung oder Beschreibung enthält …',
  qrCode: 'QR-Code',
  printQr: 'QR-Code drucken',
  printAll: 'Alle QR-Codes der Filiale drucken',
  printAllHint: 'Wählen Sie oben eine Filiale, um alle ihre QR-Codes zu drucken.',
  print: 'Drucken',
  qrTitle: 'QR-Codes der Tische',
  /** On the printed card. */
  cardTable: 'Tisch {identifier}',
  cardInstruction: 'Scannen, bestellen, genießen: Ihre Bestellung kommt direkt an Ihren Tisch.',
  cardUrlLabel: 'Oder im Browser öffnen:',
  qrAlt: 'QR-Code für Tisch {identifier}',
  qrFailed: 'Der QR-Code konnte nicht erzeugt werden.',
  noDineIn: 'Diese Filiale bietet kein Dine In an: Der QR-Code öffnet den Shop ohne Tischwahl.',
  noTables: 'Diese Filiale hat noch keine Tische.',
} as const;

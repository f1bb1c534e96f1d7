/**
 * The back office's configurator builder (product form, storefront.md §3 "Configuration
 * step (part)", §5, §9): steps of nine kinds with options, price modifiers and addon
 * products, and the live preview of the storefront's configurator. The spec shows no
 * screen for it, so these texts are ours, written in the style of the catalogue.
 */
export const backofficeConfiguratorTexts = {
  title: 'Konfigurator',
  intro: 'Die Schritte, durch die Kunden beim Bestellen dieses Produkts geführt werden.',
  noSteps: 'Noch keine Schritte angelegt.',
  steps: 'Schritte',
  /** Adding a step: the kind first, then the button. */
  newStepKind: 'Art des neuen Schritts',
  addStep: 'Schritt hinzufügen',
  stepHeading: 'Schritt {number}',
  stepKind: 'Art',
  stepName: 'Titel',
  stepDescription: 'Beschreibung',
  stepOptional: 'Optional (Kunden dürfen den Schritt leer lassen)',
  /** Text and textarea steps (issue 18): the limits the storefront counts against. */
  textMinLength: 'Mindestens Zeichen',
  textMaxLength: 'Höchstens Zeichen',
  textMinLengthHint: 'Leer: keine Mindestlänge.',
  textMaxLengthHint: 'Leer: höchstens {max} Zeichen.',
  up: 'Nach oben',
  down: 'Nach unten',
  remove: 'Entfernen',
  moveUp: 'Schritt {number} nach oben',
  moveDown: 'Schritt {number} nach unten',
  removeStep: 'Schritt {number} entfernen',
  /** Options of select and multiselect steps. */
  options: 'Optionen',
  noOptions: 'Noch keine Optionen angelegt.',
  addOption: 'Option hinzufügen',
  optionHeading: 'Option {number}',
  optionName: 'Bezeichnung',
  modifier: 'Preisänderung',
  modifierNone: 'Keine',
  modifierValue: 'Betrag',
  modifierValueHint: 'Pro Einheit des Produkts.',
  removeOption: 'Option {number} entfernen',
  /** Addon steps. */
  addons: 'Zusatzprodukte',
  addAddon: 'Zusatzprodukt hinzufügen',
  addonHeading: 'Zusatzprodukt {number}',
  addonName: 'Bezeichnung',
  addonProduct: 'Produkt',
  addonOwnPrice: 'Kein Produkt (eigener Preis)',
  addonSearch: 'Produkte suchen',
  addonNoMatch: 'Kein Produkt gefunden.',
  addonPrice: 'Preis',
  addonUnit: 'Einheit',
  addonAmount: 'Menge je Klick',
  addonAmountHint: 'Um so viel ändert sich die Menge bei jedem Klick auf + oder −.',
  removeAddon: 'Zusatzprodukt {number} entfernen',
  /** Problems shown while the steps are edited. */
  problemNoOptions: 'Dieser Schritt braucht mindestens eine Option.',
  problemDuplicateOption: 'Die Bezeichnung „{name}“ kommt in diesem Schritt mehrfach vor.',
  problemMissingValue: 'Bitte einen Betrag für die Preisänderung angeben.',
  problemAddonWithoutPrice: 'Bitte ein Produkt wählen oder einen Preis angeben.',
  problemsSummary: 'Der Konfigurator ist noch unvollständig.',
  /** Live preview (the storefront's configurator from its remote). */
  preview: 'Vorschau',
  showPreview: 'Vorschau anzeigen',
  hidePreview: 'Vorschau ausblenden',
  previewHint: 'So sieht der Konfigurator im Shop aus. In der Vorschau wird nichts in den Warenkorb gelegt.',
  previewUntitled: 'Neues Produkt',
  previewUntitledStep: 'Schritt {number}',
} as const;

/** The nine step kinds (storefront.md §3), in the order the kind selector lists them. */
export const configuratorStepKindLabels = {
  select: 'Auswahl (eine Option)',
  multiselect: 'Mehrfachauswahl',
  text: 'Textfeld',
  textarea: 'Mehrzeiliger Text',
  file: 'Datei',
  files: 'Mehrere Dateien',
  image: 'Bild',
  images: 'Mehrere Bilder',
  addons: 'Zusatzprodukte',
} as const;

/** The price modifiers of an option (storefront.md §9). */
export const configuratorModifierLabels = {
  add: 'Aufpreis (+)',
  subtract: 'Abzug (−)',
  overwrite: 'Ersetzt den Preis',
} as const;

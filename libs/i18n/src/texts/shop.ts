/**
 * Texts of the shop screens (storefront.md §2.4, §2.6, §2.8, §2.9): the cart drawer,
 * the branch ordering page, the shop pages, the home page and the item configurator.
 * The spec's quoted texts live in cart.ts (cartTexts, configuratorTexts,
 * productSearchTexts); everything here is "ours": labels and accessible names the spec
 * does not quote, written in its style.
 */
export const shopTexts = {
  cartTitle: 'Warenkorb',
  /** Accessible name of the shop page's own cart button ('Warenkorb (3)'). */
  cartButton: 'Warenkorb ({count})',
  showCart: 'Warenkorb anzeigen',
  hideCart: 'Warenkorb ausblenden',
  branchLabel: 'Filiale',
  orderTypeLabel: 'Bestellart',
  deliveryAreaLabel: 'Liefergebiet',
  deliveryCost: 'Lieferkosten',
  subtotal: 'Zwischensumme',
  net: 'Netto',
  gross: 'Gesamt',
  /** Shown instead of the total when it is approximate or a price is hidden. */
  totalOnCompletion: 'Der Gesamtbetrag wird beim Abschluss der Bestellung ermittelt.',
  itemsLabel: 'Produkte im Warenkorb',
  amountWithUnit: '{amount} {unit}',
  /** One configured step of a cart line ('Größe: Mittel (6 Personen)'). */
  partValue: '{name}: {value}',
  addonValue: '{amount} × {name}',
  unitPrice: '{price} / {unit}',
  /** Base price per 1 kg / 1 l next to a price (PAngV; libs/domain unit-base-price.ts). */
  basePrice: 'Grundpreis: {price}',
  unavailable: 'Derzeit nicht verfügbar',
  /** ours (issue 13): sold out at this branch today (stock per branch). */
  soldOut: 'ausverkauft',
  categoryBarLabel: 'Kategorien',
  productsLabel: 'Produkte',
  searchLabel: 'Produkte suchen',
  sortLabel: 'Sortieren',
  mainCategories: 'Kategorien',
  subCategories: 'Unterkategorien',
  allProducts: 'Alle Produkte',
  breadcrumbLabel: 'Seitenpfad',
  home: 'Home',
  shop: 'Shop',
  pagerLabel: 'Seiten',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  /** Accessible name of the allergen button of a product card. */
  ingredientsOf: 'Zutaten: {name}',
  productImage: '{name}',
  noProducts: 'Leider wurden keine Produkte gefunden.',
  noCatalog: 'Für diese Filiale sind derzeit keine Produkte verfügbar.',
  /** Shown on the shop page when no branch is chosen yet (the drawer's branch select). */
  chooseBranchHint: 'Bitte wählen Sie eine Filiale, um zu bestellen.',
} as const;

/** The item configurator (storefront.md §2.9): labels the spec does not quote. */
export const configuratorLabels = {
  quantity: 'Menge',
  unit: 'Einheit',
  decrease: 'Menge verringern',
  increase: 'Menge erhöhen',
  previousStep: 'Zum vorherigen Schritt',
  stepOf: 'Schritt {step} von {steps}',
  optional: '(optional)',
  price: 'Preis',
  chooseFile: 'Datei auswählen',
  chooseFiles: 'Dateien auswählen',
  chooseImage: 'Bild auswählen',
  chooseImages: 'Bilder auswählen',
  uploading: 'Datei wird hochgeladen …',
  removeFile: 'Datei entfernen: {name}',
  file: 'Datei {index}',
  /** The counter below a text step (issue 18): characters typed of the most allowed. */
  textCounter: '{count} / {max} Zeichen',
  textTooLong: 'Höchstens {max} Zeichen.',
  textTooShort: 'Mindestens {min} Zeichen.',
  addonAmount: 'Menge: {name}',
  addonDecrease: '{name} verringern',
  addonIncrease: '{name} erhöhen',
  optionAdd: '+ {price}',
  optionSubtract: '- {price}',
} as const;

/** The home page of a single branch (storefront.md §2.6). */
export const homePageTexts = {
  teaserOrderTitle: 'Online bestellen',
  teaserOrderText: 'Stellen Sie Ihre Bestellung online zusammen und holen Sie sie bequem ab.',
  teaserCallTitle: 'Anrufen',
  teaserCallText: 'Rufen Sie uns an: {phone}',
  teaserDirectionsTitle: 'Route planen',
  teaserDirectionsText: 'So finden Sie zu uns.',
  showDeliveryHours: 'Lieferzeiten anzeigen',
  showOpeningHours: 'Öffnungszeiten anzeigen',
  contact: 'Kontakt',
  map: 'Karte',
  openMap: 'Standort auf der Karte öffnen',
  mapNeedsConsent: 'Die Karte wird angezeigt, sobald Sie der Verwendung von Cookies zugestimmt haben.',
  mapLoading: 'Karte wird geladen …',
  mapFailed: 'Die Karte konnte nicht geladen werden.',
  mapNoWebGl: 'Ihr Browser kann die Karte nicht anzeigen (WebGL ist nicht verfügbar).',
  /** Accessible name of a branch marker on the map; the click opens the route planner. */
  mapMarkerLabel: 'Route zu {name}',
  mapAttribution: 'Quellenangaben ein- oder ausblenden',
  mapLogo: 'MapLibre-Logo',
} as const;

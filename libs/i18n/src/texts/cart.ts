/**
 * Cart, pricing and configurator texts (storefront.md §2.4, §2.8, §2.9, §5, §8, §9).
 * Texts marked "ours" are not quoted in the spec and written in its style.
 */
export const cartTexts = {
  free: 'Kostenlos',
  taxLine: 'Mwst. ({rate}%)',
  location: 'Standort',
  toCheckout: 'Zum Checkout',
  close: 'Schließen',
  edit: 'Bearbeiten',
  remove: 'Entfernen',
  removeFromCart: 'Aus Warenkorb entfernen',
  selectBranch: 'Bitte wählen',
  selectPickupBranch: 'Abholfiliale wählen',
  emptyCart: 'Keine Produkte im Warenkorb!',
  orderNow: 'Jetzt bestellen',
  addedToCart: '{name} zum Warenkorb hinzugefügt.',
  productAddedToCart: 'Produkt zum Warenkorb hinzugefügt.',
  /** ours: the notice of items the 4-hour data reload removed (storefront.md §4 names no text; issue 18). */
  removedByReload: {
    one: 'Ein Produkt wurde aus Ihrem Warenkorb entfernt:',
    other: '{count} Produkte wurden aus Ihrem Warenkorb entfernt:',
  },
  removedUnavailable: '{name}: nicht mehr verfügbar',
  removedUnavailableAt: '{name}: bei {branch} nicht mehr verfügbar',
  removedPriceChanged: '{name}: der Preis hat sich geändert',
  removedChanged: '{name}: das Produkt wurde geändert',
  removedReaddHint: 'Geänderte Produkte können Sie erneut in den Warenkorb legen.',
  dismissRemovedNotice: 'Hinweis schließen',
  minimumOrderValue: 'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.',
  minimumOrderDifference: 'Fügen Sie Waren im Wert von mindestens {difference} hinzu oder wählen Sie eine andere Art der Lieferung.',
  freeDeliveryFrom: 'Kostenlose Lieferung ab {amount}.',
  /** ours: the price disclaimer of the cart drawer. */
  priceDisclaimer:
    'Alle Preise sind Richtwerte: Naturprodukte werden einzeln gewogen und verpackt, daher sind geringe Abweichungen bei Gewicht und Preis möglich.',
  /** ours: notes on prices (storefront.md §9). */
  noteApproximateQuotation:
    'Der Endpreis richtet sich nach dem tatsächlichen Gewicht. Sie erhalten ein unverbindliches Angebot per E-Mail.',
  noteApproximate: 'Der Endpreis richtet sich nach dem tatsächlichen Gewicht und wird beim Abschluss der Bestellung festgelegt.',
  noteHiddenPrice: 'Der Preis einzelner Produkte wird beim Abschluss der Bestellung festgelegt.',
} as const;

export const configuratorTexts = {
  quantityQuestion: 'Welche Menge wird benötigt?',
  nextStep: 'Zum nächsten Schritt',
  addToCart: 'Zum Warenkorb hinzufügen',
  add: 'Hinzufügen',
  ingredients: 'Zutaten',
  uploadFailed:
    'Die ausgewählte Datei "{filename}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
} as const;

export const productSearchTexts = {
  placeholder: 'Produkte suchen...',
  page: 'Seite {page} von {pages}',
  /** ours: the result count of the shop page. */
  results: { one: '{count} Produkt gefunden', other: '{count} Produkte gefunden' },
  /** ours: the sort dropdown (name A-Z, Z-A, price ascending, descending). */
  sort: {
    'name-asc': 'Name A-Z',
    'name-desc': 'Name Z-A',
    'price-asc': 'Preis aufsteigend',
    'price-desc': 'Preis absteigend',
  },
} as const;

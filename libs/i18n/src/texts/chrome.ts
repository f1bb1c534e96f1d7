/**
 * Texts of the public page chrome (storefront.md §2.2, §2.3, §2.13, §4): header, mobile
 * menu, toolbars, cookie banner, popups, footers, app overlays, and the extra texts of
 * the order status page (§2.12). Quoted letter for letter from the spec unless marked
 * "ours" (not quoted there, written in its style).
 */
export const chromeTexts = {
  header: {
    shop: 'Shop',
    onlineOrder: 'Online Bestellen',
    /** ours: accessible name of the cart button ({count} items). */
    cart: 'Warenkorb',
    cartCount: { one: '{count} Artikel im Warenkorb', other: '{count} Artikel im Warenkorb' },
    /** ours: accessible names of the menus and the mobile menu button. */
    mainMenu: 'Hauptmenü',
    mobileMenu: 'Menü',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    back: 'Zurück',
    /** ours: the install-app link (storefront.md §2.3). */
    installApp: 'App installieren',
  },
  toolbar: {
    /** ours: accessible name of the opening-hours toolbar. */
    openingHours: 'Öffnungszeiten',
    /** ours: accessible names of the staff toolbar and its parts. */
    staffToolbar: 'Werkzeugleiste',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    sites: 'Seiten',
    dashboard: 'Statistiken',
    navigations: 'Navigationen',
    toBackend: 'Ins Backend wechseln',
    logout: 'Abmelden',
    userMenu: 'Benutzermenü',
    /** ours */
    version: 'Version {version}',
  },
  /** ours: the frontend tools panel ROLE_ADMIN sees on the public shop (storefront.md §2.2, §4). */
  adminTools: {
    open: 'Werkzeuge',
    label: 'Frontend-Werkzeuge',
    editBranch: 'Filiale „{name}“ bearbeiten',
    branches: 'Filialen verwalten',
    config: 'Konfiguration bearbeiten',
    editCategory: 'Kategorie „{name}“ bearbeiten',
    startSelfService: 'Self-Service-Modus starten',
    endSelfService: 'Self-Service-Modus beenden',
    resetConsent: 'Cookie-Einwilligung zurücksetzen',
    clearCarts: 'Warenkörbe leeren',
    reload: 'Daten neu laden',
  },
  cookieBanner: {
    /** ours: the banner text (the spec names it without quoting it). */
    text: 'Wir verwenden Cookies, um Ihnen das bestmögliche Einkaufserlebnis zu bieten und unser Angebot zu verbessern. Mit „Akzeptieren“ stimmen Sie der Verwendung zu.',
    accept: 'Akzeptieren',
    more: 'Mehr erfahren',
    /** ours: accessible name of the banner region. */
    label: 'Cookie-Hinweis',
  },
  popup: {
    /** ours */
    label: 'Hinweis',
    previous: 'Zurück',
    next: 'Weiter',
    close: 'Schließen',
  },
  footer: {
    /** ours: headings of the extended footer. */
    company: 'Unternehmen',
    officeHours: 'Öffnungszeiten',
    contact: 'Kontakt',
    links: 'Links',
    socialMedia: 'Social Media',
    branch: 'Filiale',
    route: 'Route',
    /** ours: labels of the legal links. */
    termsAndConditions: 'AGB',
    privacyPolicy: 'Datenschutz',
    imprint: 'Impressum',
    allergens: 'Allergene',
    /** ours: accessible name of the footer navigation. */
    legal: 'Rechtliches',
  },
  overlays: {
    offlineTitle: 'Sie sind offline',
    offlineText: 'Bitte überprüfen Sie Ihre Internetverbindung.',
    /** ours: the update notice above its button. */
    updateAvailable: 'Eine neue Version ist verfügbar.',
    restart: 'App neustarten',
    /** ours: install prompt (storefront.md §4 install flow). */
    installTitle: 'App installieren',
    installText: 'Installieren Sie unseren Shop als App auf Ihrem Gerät und bestellen Sie noch schneller.',
    install: 'Installieren',
    notNow: 'Nicht jetzt',
    cancel: 'Abbrechen',
    /** ours: install instructions per platform. */
    instructionsTitle: 'Zum Startbildschirm hinzufügen',
    instructions: {
      android: 'Tippen Sie im Browser-Menü (⋮) auf „App installieren“ bzw. „Zum Startbildschirm hinzufügen“.',
      ios: 'Tippen Sie unten in Safari auf „Teilen“ und wählen Sie dann „Zum Home-Bildschirm“.',
      ipad: 'Tippen Sie oben in Safari auf „Teilen“ und wählen Sie dann „Zum Home-Bildschirm“.',
      other: 'Öffnen Sie das Menü Ihres Browsers und wählen Sie „Installieren“ bzw. „Zum Startbildschirm hinzufügen“.',
    },
    done: 'Fertig',
    screensaver: 'Tippen um zu bestellen',
  },
} as const;

/** Extra texts of the order status page (storefront.md §2.12); the status texts live in order-status.ts. */
export const orderStatusPageTexts = {
  /** ours: headings and labels. */
  summary: 'Ihre Bestellung',
  orderUid: 'Bestellung',
  paymentMethod: 'Zahlungsart',
  fulfilment: 'Art',
  status: 'Status',
  branch: 'Ihre Filiale',
  timeline: 'Bestellverlauf',
  counterAppointment: 'Neuer Termin',
  questionnaire: 'Bewertung',
  comment: 'Kommentar',
  /** ours: accessible name of a star ('{count} von 5 Sternen'). */
  stars: { one: '{count} von 5 Sternen', other: '{count} von 5 Sternen' },
  questionnaireFailed: 'Bewertung konnte nicht gesendet werden.',
  /** ours */
  questionnaireThanks: 'Vielen Dank für Ihre Bewertung!',
  /** ours: the call to the confirm/reject counter-appointment failed. */
  actionFailed: 'Die Aktion konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
  /** ours: unknown uid / hash. */
  notFound: 'Diese Bestellung wurde nicht gefunden.',
  /** ours: the app-install hint. */
  installHint: 'Tipp: Installieren Sie unseren Shop als App, um Ihre Bestellungen schneller zu verfolgen.',
  installApp: 'App installieren',
} as const;

import {
  NAVIGATION_IDENTIFIERS,
  type ContentNodeInput,
  type NavigationInput,
  type NavigationItemInput,
  type RedirectInput,
  type SiteInput,
} from '@asp/contracts';

/**
 * The demo website of the butcher (DESIGN.md §10): a few public pages (public explicitly: a
 * site without the flag is a draft), the navigations the storefront chrome reads
 * (storefront.md §2.3, §2.13) and one popup. Branch items name the branch by its
 * identifier: branch ids belong to the catalog service.
 */

export type SiteKey = 'ueberUns' | 'geschichte' | 'qualitaet' | 'kontakt' | 'agb' | 'datenschutz';

const text = (html: string) => ({ body: [{ type: 'text', value: { text: html } }] });

export const DEMO_SITES: Record<SiteKey, SiteInput> = {
  ueberUns: {
    path: '/ueber-uns',
    name: 'Über uns',
    title: 'Über uns – Metzgerei Muster',
    description: 'Meisterbetrieb mit fünf Filialen rund um den Bodensee.',
    isPublic: true,
    content: text('<p>Seit drei Generationen stehen wir für Fleisch und Wurst aus eigener Schlachtung.</p>'),
  },
  geschichte: {
    path: '/ueber-uns/geschichte',
    name: 'Unsere Geschichte',
    title: 'Unsere Geschichte – Metzgerei Muster',
    description: 'Vom Familienbetrieb in Konstanz zu fünf Filialen.',
    isPublic: true,
    content: text('<p>1962 eröffnete die erste Filiale in der Konstanzer Altstadt.</p>'),
  },
  qualitaet: {
    path: '/ueber-uns/qualitaet',
    name: 'Qualität & Herkunft',
    title: 'Qualität & Herkunft – Metzgerei Muster',
    description: 'Tiere aus der Region, kurze Wege, eigene Schlachtung.',
    isPublic: true,
    content: text('<p>Unsere Tiere kommen von Höfen aus dem Hegau und vom Linzgau.</p>'),
  },
  kontakt: {
    path: '/kontakt',
    name: 'Kontakt',
    title: 'Kontakt – Metzgerei Muster',
    description: 'So erreichen Sie uns.',
    isPublic: true,
    content: text('<p>Rufen Sie uns an oder schreiben Sie uns eine E-Mail.</p>'),
  },
  agb: {
    path: '/agb',
    name: 'AGB',
    title: 'Allgemeine Geschäftsbedingungen – Metzgerei Muster',
    isPublic: true,
    content: text('<p>Es gelten die Allgemeinen Geschäftsbedingungen der Metzgerei Muster.</p>'),
  },
  datenschutz: {
    path: '/datenschutz',
    name: 'Datenschutz',
    title: 'Datenschutzerklärung – Metzgerei Muster',
    isPublic: true,
    content: text('<p>Wir verarbeiten Ihre Daten nur, um Ihre Bestellung auszuführen.</p>'),
  },
};

/**
 * The header's main menu and the mobile menu share their items (sub-levels below 'Über uns').
 * Only internal items: a 'link' item is an external address and opens in a new window
 * (website.md §2), and the header has its own Shop link (storefront.md §2.3).
 */
function menuItems(sites: Record<SiteKey, number>): NavigationItemInput[] {
  return [
    { label: 'Startseite', type: 'home' },
    {
      label: 'Über uns',
      type: 'site',
      target: sites.ueberUns,
      children: [
        { label: 'Unsere Geschichte', type: 'site', target: sites.geschichte },
        { label: 'Qualität & Herkunft', type: 'site', target: sites.qualitaet },
        { label: 'Filiale Konstanz', type: 'branch', target: 'konstanz' },
      ],
    },
    { label: 'Kontakt', type: 'site', target: sites.kontakt },
  ];
}

export function demoNavigations(sites: Record<SiteKey, number>): NavigationInput[] {
  return [
    { identifier: NAVIGATION_IDENTIFIERS.mainMenu, isPublic: true, items: menuItems(sites) },
    { identifier: NAVIGATION_IDENTIFIERS.mobileMenu, isPublic: true, items: menuItems(sites) },
    {
      identifier: NAVIGATION_IDENTIFIERS.footer,
      isPublic: true,
      items: [
        { label: 'AGB', type: 'site', target: sites.agb },
        { label: 'Datenschutz', type: 'site', target: sites.datenschutz },
      ],
    },
    {
      identifier: NAVIGATION_IDENTIFIERS.contact,
      isPublic: true,
      items: [
        { label: 'Kontaktformular', type: 'site', target: sites.kontakt },
        { label: 'Filiale Konstanz', type: 'branch', target: 'konstanz' },
      ],
    },
    {
      identifier: NAVIGATION_IDENTIFIERS.social,
      isPublic: true,
      items: [
        { label: 'Instagram', type: 'link', target: 'https://www.instagram.com/metzgerei.muster/' },
        { label: 'Facebook', type: 'link', target: 'https://www.facebook.com/metzgerei.muster' },
      ],
    },
  ];
}

/**
 * One popup, not public: a public popup would cover every page (and every e2e journey) on
 * the first visit of a session; staff switch it on in the back office.
 */
export const DEMO_POPUP: ContentNodeInput = {
  identifier: 'grillsaison',
  type: 'popup',
  isPublic: false,
  content: {
    name: 'Die Grillsaison ist eröffnet',
    text: '<p>Marinierte Steaks, hausgemachte Bratwürste und fertige Grillpakete – jetzt vorbestellen und in Ihrer Filiale abholen.</p>',
    image: null,
  },
};

/** The old address of the imprint, kept working. */
export const DEMO_REDIRECTS: RedirectInput[] = [{ path: '/impressum', target: '/site/imprint', statusCode: 301 }];

import { DEMO_IMAGES, DEMO_IMAGE_EXTENSION, STANDARD_SITE_TYPE, type ContentNodeInput, type SiteInput } from '@asp/contracts';
import { DEMO_FORM } from './demo-forms';

/**
 * The demo website's blocks (website.md §2): animals, news, jobs and the contact form as
 * nodes, and pages whose bodies use every one of the 19 block types with the demo images
 * (800 × 600 PNG tiles, ids 1–6). Block values follow mf-cms/src/blocks/block-values.ts.
 */

type ImageTitle = (typeof DEMO_IMAGES)[number]['title'];

/** A demo image as a block image value: id, version, extension, alt and its size (no layout shift). */
export function demoImage(title: ImageTitle) {
  const image = DEMO_IMAGES.find((entry) => entry.title === title)!;
  return { id: image.id, version: 1, extension: DEMO_IMAGE_EXTENSION, alt: image.alt, width: 800, height: 600 };
}

const slide = (title: ImageTitle, text: string, duration = 5) => ({ image: demoImage(title), text, duration });

export type DemoNodeKey = 'rind' | 'schwein' | 'huhn' | 'kontaktformular';

export const DEMO_NODES: Record<DemoNodeKey | string, ContentNodeInput> = {
  rind: {
    identifier: 'tier-rind',
    type: 'animal',
    content: {
      name: 'Rind vom Hegau-Hof',
      name_short: 'Rind',
      image_real: demoImage('Rinderfilet'),
      image_stylistically: demoImage('Rinderfilet'),
      text: '<p>Unsere Rinder grasen von Frühjahr bis Herbst auf den Weiden des Hegaus und kommen ohne lange Transportwege zu uns.</p>',
      body: 'Das Fleisch reift bei uns mindestens **21 Tage** am Knochen.\n\nSo wird es zart und bekommt sein volles Aroma.',
    },
  },
  schwein: {
    identifier: 'tier-schwein',
    type: 'animal',
    content: {
      name: 'Schwäbisch-Hällisches Landschwein',
      name_short: 'Schwein',
      image_real: demoImage('Schinken'),
      image_stylistically: demoImage('Schinken'),
      text: '<p>Die robuste Landrasse wächst langsam auf Stroh und liefert kräftiges, marmoriertes Fleisch für Schinken und Wurst.</p>',
    },
  },
  huhn: {
    identifier: 'tier-huhn',
    type: 'animal',
    content: {
      name: 'Freilandhähnchen vom Linzgau',
      name_short: 'Hähnchen',
      image_real: demoImage('Hähnchen'),
      image_stylistically: demoImage('Hähnchen'),
      text: '<p>Unsere Hähnchen haben Auslauf im Grünen und doppelt so viel Zeit zum Wachsen wie im Stall üblich.</p>',
    },
  },
  newsGrill: {
    identifier: 'news-grillseminar',
    type: 'news',
    content: {
      name: 'Grillseminar mit unserem Metzgermeister',
      date: '2026-05-16T10:00:00.000Z',
      image: demoImage('Grillfleisch'),
      text: '<p>Vom richtigen Zuschnitt bis zur perfekten Kerntemperatur: Am 16. Mai zeigen wir, wie Steaks und Würste gelingen.</p>',
    },
  },
  newsFiliale: {
    identifier: 'news-neue-filiale',
    type: 'news',
    content: {
      name: 'Neue Filiale in Owingen eröffnet',
      date: '2026-03-02T08:00:00.000Z',
      image: demoImage('Aufschnitt'),
      text: '<p>Seit März begrüßen wir Sie auch in Owingen – mit heißer Theke und Mittagstisch.</p>',
    },
  },
  newsWurst: {
    identifier: 'news-wurstpraemierung',
    type: 'news',
    content: {
      name: 'Goldmedaille für unsere Bratwurst',
      date: '2025-11-20T09:00:00.000Z',
      image: demoImage('Bratwurst'),
      text: '<p>Die grobe Bratwurst nach Hausrezept wurde beim Landeswettbewerb des Fleischerhandwerks ausgezeichnet.</p>',
    },
  },
  jobVerkauf: {
    identifier: 'job-fachverkauf',
    type: 'job',
    content: {
      title: 'Fachverkäufer (m/w/d) im Lebensmittelhandwerk',
      name: 'Fachverkäufer (m/w/d)',
      text: '<p>Sie beraten unsere Kundschaft an der Theke, stellen Platten zusammen und haben Freude am Umgang mit Menschen.</p>',
      date: '2026-04-01T08:00:00.000Z',
      image: demoImage('Aufschnitt'),
      location: ['konstanz', 'bodman'],
      isNews: true,
      links: [{ link: { kind: 'email_link', label: 'Jetzt bewerben', mailto: 'jobs@metzgerei-muster.de' } }],
    },
  },
  jobAzubi: {
    identifier: 'job-ausbildung-fleischer',
    type: 'job',
    content: {
      title: 'Ausbildung zum Fleischer (m/w/d)',
      name: 'Ausbildung Fleischer',
      text: '<p>Drei Jahre Handwerk von Grund auf: Zerlegen, Wursten, Veredeln – in allen unseren Filialen.</p>',
      location: ['all'],
      isNews: false,
      links: [{ link: { kind: 'phone_link', label: 'Anrufen', phone: '+49 7531 123456' } }],
    },
  },
  jobKoch: {
    identifier: 'job-koch-mittagstisch',
    type: 'job',
    content: {
      title: 'Koch (m/w/d) für den Mittagstisch',
      name: 'Koch (m/w/d)',
      text: '<p>Sie kochen täglich zwei Gerichte für unseren Mittagstisch in Owingen.</p>',
      location: ['owingen'],
      isNews: false,
    },
  },
  // The contact form of demo-forms.ts, seeded here first because the pages refer to it by id
  // (the forms seed then finds its identifier taken and skips it).
  kontaktformular: DEMO_FORM,
};

/** The pages showing the blocks; `nodes` are the ids the seed gave the nodes above. */
export function demoBlockSites(nodes: Record<string, number>): SiteInput[] {
  // The builder's collections of one reference field: [{ animal: { id } }], [{ form: { id } }].
  const animals = [nodes.rind, nodes.schwein, nodes.huhn].map((id) => ({ animal: { id } }));
  const forms = [{ form: { id: nodes.kontaktformular } }];
  const page = (
    path: string,
    name: string,
    description: string,
    body: Array<{ type: string; value: unknown }>,
    isPublic = true,
  ): SiteInput => ({
    path,
    name,
    title: `${name} – Metzgerei Muster`,
    description,
    type: STANDARD_SITE_TYPE,
    isPublic,
    content: { body },
  });
  const numbers = {
    type: 'numbers',
    value: {
      background_image: demoImage('Grillfleisch'),
      headline: 'Unser Handwerk in Zahlen',
      operating_data: [
        { number: '1962', text: 'gegründet in Konstanz' },
        { number: '5 Filialen', text: 'rund um den Bodensee' },
        { number: '120+', text: 'Wurstsorten nach Hausrezept' },
        { number: '48 km', text: 'weit fährt höchstens ein Tier' },
      ],
    },
  };
  const homeBody = [
    {
      type: 'hero_main',
      value: {
        title: 'Ehrliches Handwerk vom Bodensee',
        text: 'Fleisch und Wurst aus eigener Schlachtung – seit drei Generationen.',
        slides: [slide('Rinderfilet', '', 6), slide('Grillfleisch', '', 6)],
        links: [
          { link: { kind: 'router_link', label: 'Online vorbestellen', to: '/shop' } },
          { link: { kind: 'router_link', label: 'Unsere Tiere', to: '/unsere-tiere' } },
        ],
      },
    },
    {
      type: 'hero_sub',
      value: { title: 'Frisch aus der Region', text: 'Kurze Wege, klare Herkunft.', image: demoImage('Aufschnitt') },
    },
    {
      type: 'hero_quote',
      value: {
        quote: '„Gute Wurst braucht Zeit.“',
        rotation: -4,
        text: '<p>Metzgermeister Karl Muster</p>',
        image: demoImage('Bratwurst'),
      },
    },
    {
      type: 'text',
      value: {
        width: 'medium',
        icon: demoImage('Schinken'),
        background: '#f7f1ea',
        text: '<h2>Willkommen</h2><p>In unseren fünf Filialen finden Sie Frischfleisch, Wurst, Schinken und einen Mittagstisch.</p>',
      },
    },
    numbers,
    {
      type: 'slider_text',
      value: {
        background_image: demoImage('Aufschnitt'),
        title: 'Unsere Theke',
        text: '<p>Jeden Morgen frisch bestückt.</p>',
        links: [
          {
            link: {
              kind: 'href_link',
              label: 'Wochenangebote (PDF)',
              href: 'https://www.metzgerei-muster.de/angebote.pdf',
              target: '_blank',
            },
          },
        ],
        slides: [
          slide('Rinderfilet', 'Rinderfilet am Stück', 4),
          slide('Bratwurst', 'Grobe Bratwürste', 6),
          slide('Schinken', 'Schwarzwälder Schinken'),
        ],
      },
    },
    {
      type: 'text_slider',
      value: {
        text: '<h2>Grillsaison</h2><p>Marinaden aus eigener Küche, Grillpakete auf Vorbestellung.</p>',
        slides: [slide('Grillfleisch', 'Mariniertes Grillfleisch', 3), slide('Bratwurst', 'Bratwurst vom Grill', 3)],
      },
    },
    { type: 'teaser_animal', value: { quote: '„Wir kennen jeden Hof.“', text: '<p>Woher unser Fleisch kommt:</p>', animals } },
    {
      type: 'teaser_career',
      value: {
        quote: 'Komm ins Team!',
        text: '<p>Wir suchen Menschen mit Freude am Handwerk.</p>',
        links: [{ link: { kind: 'router_link', label: 'Offene Stellen', to: '/karriere' } }],
        image: demoImage('Aufschnitt'),
        background_color: '#f2e6da',
      },
    },
    {
      type: 'teaser_news',
      value: { headline: 'Aktuelles', links: [{ link: { kind: 'router_link', label: 'Alle Neuigkeiten', to: '/aktuelles' } }] },
    },
    {
      type: 'title_text_images',
      value: {
        title: 'Aus der Wurstküche',
        quote: '„Nur Gewürze, kein Schnickschnack.“',
        text: '<p>Unsere Rezepte kommen ohne Geschmacksverstärker aus.</p>',
        images: [demoImage('Bratwurst'), demoImage('Schinken'), demoImage('Aufschnitt')],
      },
    },
    {
      type: 'image_text_slider',
      value: {
        title: 'Partyservice',
        slides: [slide('Aufschnitt', 'Aufschnittplatten'), slide('Hähnchen', 'Warme Buffets')],
        image: demoImage('Schinken'),
        text: '<p>Vom Brunch bis zum Grillfest: wir liefern Platten und Buffets.</p>',
        links: [{ link: { kind: 'phone_link', label: 'Partyservice anrufen', phone: '+49 7531 123456' } }],
      },
    },
    {
      type: 'image_carousel',
      value: { images: DEMO_IMAGES.map((image) => demoImage(image.title)) },
    },
    {
      type: 'text_slider_animal',
      value: { text: '<h2>Auf dem Hof</h2>', slides: [slide('Rinderfilet', 'Weiderind im Hegau'), slide('Hähnchen', 'Freilandhähnchen')] },
    },
    { type: 'overview_animals', value: { icon: demoImage('Rinderfilet'), headline: 'Unsere Tiere', animals } },
    { type: 'overview_news', value: { headline: 'Alle Neuigkeiten' } },
    { type: 'career', value: { headline: 'Offene Stellen' } },
    {
      type: 'contact',
      value: {
        // The builder's tabs field 'contact' (content and design) holds these four.
        contact: {
          text: '<h2>So erreichen Sie uns</h2>',
          quote: '„Wir freuen uns auf Sie.“',
          background_image: demoImage('Aufschnitt'),
          background_color: '#3b2a20',
        },
        forms,
      },
    },
    { type: 'form', value: { form: { id: nodes.kontaktformular } } },
  ];
  return [
    // Not public: a public home page makes the website the home '/' instead of the branch list
    // (shell remote-for-path.ts); staff publish it in the builder.
    page('/', 'Startseite', 'Metzgerei Muster – Fleisch und Wurst aus eigener Schlachtung.', homeBody, false),
    // The same blocks on a public page, so a person trying the demo meets every block type without
    // the branch list giving up '/'.
    page('/unsere-metzgerei', 'Unsere Metzgerei', 'Fleisch und Wurst aus eigener Schlachtung, seit 1962.', homeBody),
    page('/unsere-tiere', 'Unsere Tiere', 'Woher unser Fleisch kommt.', [
      {
        type: 'hero_sub',
        value: { title: 'Unsere Tiere', text: 'Aus der Region, von Höfen, die wir kennen.', image: demoImage('Rinderfilet') },
      },
      { type: 'overview_animals', value: { icon: demoImage('Rinderfilet'), headline: 'Von diesen Höfen kommt unser Fleisch', animals } },
      {
        type: 'text_slider_animal',
        value: { text: '<p>Ein Besuch auf dem Hof.</p>', slides: [slide('Rinderfilet', 'Weiderind'), slide('Schinken', 'Landschwein')] },
      },
    ]),
    page('/aktuelles', 'Aktuelles', 'Neuigkeiten aus der Metzgerei.', [
      { type: 'overview_news', value: { headline: 'Neuigkeiten' } },
      numbers,
    ]),
    page('/karriere', 'Karriere', 'Arbeiten bei der Metzgerei Muster.', [
      {
        type: 'hero_quote',
        value: {
          quote: '„Handwerk mit Zukunft.“',
          rotation: 3,
          text: '<p>Werden Sie Teil unseres Teams.</p>',
          image: demoImage('Aufschnitt'),
        },
      },
      { type: 'career', value: { headline: 'Offene Stellen' } },
      {
        type: 'image_carousel',
        value: { images: [demoImage('Bratwurst'), demoImage('Schinken'), demoImage('Hähnchen'), demoImage('Grillfleisch')] },
      },
    ]),
  ];
}

/** The contact page (path '/kontakt', in the menus): the contact block with the contact form under the first branch tab. */
export function demoContactContent(nodes: Record<string, number>): Pick<SiteInput, 'type' | 'content'> {
  return {
    type: STANDARD_SITE_TYPE,
    content: {
      body: [
        {
          type: 'contact',
          value: {
            contact: {
              text: '<h2>Kontakt</h2><p>Rufen Sie uns an oder schreiben Sie uns eine E-Mail.</p>',
              quote: '„Wir freuen uns auf Sie.“',
              background_image: demoImage('Aufschnitt'),
              background_color: '#3b2a20',
            },
            forms: [{ form: { id: nodes.kontaktformular } }],
          },
        },
      ],
    },
  };
}

/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { BLOCK_TYPES } from './registry';
import { branch, demoImage, installIntersectionObserver, node, renderWebsite, site } from '../testing/website-fixtures';

installIntersectionObserver();

const slides = [
  { image: demoImage, text: 'Theke', duration: 3 },
  { image: demoImage, text: 'Hof', duration: 3 },
];

/** One value per block type with a text that must show (website.md §2 lists what each shows). */
const VALUES: Record<(typeof BLOCK_TYPES)[number], [unknown, string]> = {
  hero_main: [{ title: 'Ehrliches Handwerk', text: 'Seit 1962', slides }, 'Seit 1962'],
  hero_sub: [{ title: 'Frisch aus der Region' }, 'Frisch aus der Region'],
  hero_quote: [{ quote: 'Gute Wurst braucht Zeit.', rotation: -4, text: '<p>Karl</p>' }, 'Gute Wurst braucht Zeit.'],
  contact: [{ contact: { text: '<p>So erreichen Sie uns</p>', quote: 'Willkommen' }, forms: [{ form: { id: 9 } }] }, 'Willkommen'],
  teaser_animal: [{ quote: 'Wir kennen jeden Hof.', animals: [{ animal: { id: 1 } }, { animal: null }] }, 'Rind'],
  teaser_career: [{ quote: 'Komm ins Team!', background_color: '#f2e6da' }, 'Komm ins Team!'],
  teaser_news: [{ headline: 'Aktuelles' }, 'Grillseminar'],
  overview_animals: [{ headline: 'Unsere Tiere', animals: [1] }, 'Rind vom Hof'],
  overview_news: [{ headline: 'Neuigkeiten' }, 'Grillseminar'],
  text: [{ width: 'small', text: '<p>Willkommen in der Metzgerei</p>' }, 'Willkommen in der Metzgerei'],
  slider_text: [{ title: 'Unsere Theke', slides }, 'Unsere Theke'],
  title_text_images: [{ title: 'Aus der Wurstküche', images: [demoImage] }, 'Aus der Wurstküche'],
  text_slider: [{ text: '<p>Grillsaison</p>', slides }, 'Grillsaison'],
  text_slider_animal: [{ text: '<p>Auf dem Hof</p>', slides }, 'Auf dem Hof'],
  image_text_slider: [{ title: 'Partyservice', slides, image: demoImage }, 'Partyservice'],
  numbers: [{ headline: 'In Zahlen', operating_data: [{ number: '1962', text: 'gegründet' }] }, 'gegründet'],
  image_carousel: [{ images: [demoImage, demoImage] }, ''],
  career: [{ headline: 'Offene Stellen' }, 'Fachverkäufer'],
  form: [{ form: { id: 9 } }, 'Kontaktformular'],
};

test('a page with all 19 block types shows each of them', () => {
  const nodes = [
    node(1, 'animal', { name: 'Rind vom Hof', name_short: 'Rind' }),
    node(2, 'news', { name: 'Grillseminar', date: '2026-05-16T10:00:00Z' }),
    node(3, 'job', { title: 'Fachverkäufer', location: ['all'] }),
    node(9, 'form', { name: 'Kontaktformular', fields: [] }),
  ];
  const body = BLOCK_TYPES.map((type) => ({ type, value: VALUES[type][0] }));
  renderWebsite('/', {
    sites: [site('/', [...body, { type: 'unbekannt', value: {} }])],
    nodes,
    branches: [branch({ id: 1, identifier: 'konstanz', name: 'Konstanz' })],
  });
  for (const type of BLOCK_TYPES) {
    const section = screen.getByTestId(`block-${type}`);
    if (VALUES[type][1]) expect(section.textContent).toContain(VALUES[type][1]);
  }
  // An unknown block type is left out; the page stays.
  expect(document.querySelectorAll('[data-block-type]')).toHaveLength(19);
  expect(within(screen.getByTestId('block-image_carousel')).getAllByRole('img')).toHaveLength(2);
  // The contact block's form comes from its forms list (the builder's [{ form: { id } }]).
  expect(within(screen.getByTestId('block-contact')).getByTestId('content-form').textContent).toContain('Kontaktformular');
  expect(within(screen.getByTestId('block-hero_main')).getByTestId('main-slider')).toBeTruthy();
});

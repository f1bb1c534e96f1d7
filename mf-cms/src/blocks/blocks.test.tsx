/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { WEBSITE_BLOCK_TYPES } from '@asp/contracts';
import { BLOCK_TYPES } from './registry';
import { branch, demoImage, installIntersectionObserver, node, renderBlock, renderWebsite, site } from '../testing/website-fixtures';

const io = installIntersectionObserver();
// jsdom has no PointerEvent: a MouseEvent carries clientX the same way (tests only).
if (typeof window.PointerEvent === 'undefined') {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: class extends MouseEvent {} });
}
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the registry maps exactly the 19 block types of website.md §2', () => {
  expect([...BLOCK_TYPES].sort()).toEqual([...WEBSITE_BLOCK_TYPES].sort());
  expect(WEBSITE_BLOCK_TYPES).toHaveLength(19);
});

test('numbers count up from 0 once 20 % is visible, in 2000 ms, keep the suffix and reset out of view', () => {
  renderBlock('numbers', { headline: 'In Zahlen', operating_data: [{ number: '250+ Kunden', text: 'täglich' }] });
  const counter = screen.getByTestId('count-up');
  expect(counter.textContent).toContain('0+ Kunden');
  io.showAll(0.1);
  act(() => jest.advanceTimersByTime(500));
  expect(counter.textContent).toContain('0+ Kunden');
  io.showAll(0.2);
  act(() => jest.advanceTimersByTime(1000));
  expect(counter.textContent).toContain('125+ Kunden');
  act(() => jest.advanceTimersByTime(1000));
  expect(counter.textContent).toContain('250+ Kunden');
  io.showAll(0);
  expect(counter.textContent).toContain('0+ Kunden');
});

const slides = [
  { image: demoImage, text: 'Eins', duration: 2 },
  { image: demoImage, text: 'Zwei', duration: 4 },
  { image: demoImage, text: 'Drei', duration: 1 },
];

test('the main slider advances per slide duration only while half visible, wraps, and has dots', () => {
  renderBlock('text_slider', { text: '<p>Text</p>', slides });
  const slider = screen.getByTestId('main-slider');
  expect(within(slider).getAllByRole('button')).toHaveLength(3);
  act(() => jest.advanceTimersByTime(5000));
  expect(slider.getAttribute('data-current')).toBe('0');
  io.showAll(0.5);
  act(() => jest.advanceTimersByTime(1999));
  expect(slider.getAttribute('data-current')).toBe('0');
  act(() => jest.advanceTimersByTime(1));
  expect(slider.getAttribute('data-current')).toBe('1');
  act(() => jest.advanceTimersByTime(4000));
  expect(slider.getAttribute('data-current')).toBe('2');
  act(() => jest.advanceTimersByTime(1000));
  expect(slider.getAttribute('data-current')).toBe('0');
  io.showAll(0.4);
  act(() => jest.advanceTimersByTime(10_000));
  expect(slider.getAttribute('data-current')).toBe('0');
});

test('a swipe of an eighth of the width changes the slide; under 20 px is a tap', () => {
  renderBlock('text_slider', { slides });
  const slider = screen.getByTestId('main-slider');
  Object.defineProperty(slider, 'clientWidth', { configurable: true, value: 800 });
  const viewport = slider.querySelector('.cms-slider__viewport')!;
  const drag = (from: number, to: number) => {
    fireEvent.pointerDown(viewport, { clientX: from, pointerId: 1 });
    fireEvent.pointerMove(viewport, { clientX: to, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: to, pointerId: 1 });
  };
  drag(500, 410);
  expect(slider.getAttribute('data-current')).toBe('0');
  drag(500, 400);
  expect(slider.getAttribute('data-current')).toBe('1');
  drag(100, 210);
  expect(slider.getAttribute('data-current')).toBe('0');
  drag(100, 115);
  expect(slider.getAttribute('data-current')).toBe('0');
  fireEvent.click(within(slider).getAllByRole('button')[2]);
  expect(slider.getAttribute('data-current')).toBe('2');
});

test('one slide: no dots', () => {
  renderBlock('slider_text', { title: 'Theke', slides: [slides[0]] });
  expect(within(screen.getByTestId('main-slider')).queryAllByRole('button')).toHaveLength(0);
  expect(screen.getByTestId('slider-text').classList.contains('is-single')).toBe(true);
});

test('the image carousel moves every 5 s through current, previous, next and last', () => {
  renderBlock('image_carousel', { images: [1, 2, 3, 4, 5].map((id) => ({ ...demoImage, id })) });
  const positions = () => [...screen.getByTestId('image-carousel').children].map((item) => item.getAttribute('data-position'));
  expect(positions()).toEqual(['current', 'next', 'last', 'last', 'previous']);
  act(() => jest.advanceTimersByTime(5000));
  expect(positions()).toEqual(['previous', 'current', 'next', 'last', 'last']);
});

test('images carry the srcset of the six widths, width and height', () => {
  renderBlock('hero_main', { title: 'Handwerk', image: demoImage });
  const img = screen.getByRole('img', { name: 'Rinderfilet' });
  expect(img.getAttribute('src')).toBe('/image/1-1.png');
  expect(img.getAttribute('srcset')).toContain('/image/icon/1-1.png 64w');
  expect(img.getAttribute('srcset')).toContain('/image/medium/1-1.png 1280w');
  expect(img.getAttribute('width')).toBe('800');
  expect(img.getAttribute('height')).toBe('600');
  fireEvent.error(img);
  expect(img.classList.contains('is-error')).toBe(true);
});

const branches = [
  branch({
    id: 1,
    identifier: 'konstanz',
    name: 'Konstanz',
    latitude: 47.66,
    longitude: 9.17,
    email: 'konstanz@muster.de',
    phone: '+49 7531 1',
  }),
  branch({ id: 2, identifier: 'bodman', name: 'Bodman' }),
  branch({ id: 3, identifier: 'owingen', name: 'Owingen', isPublic: false }),
];

test("career: 'Alle Stellen' plus one button per public enabled branch; the location 'all' rule; the empty text", () => {
  const nodes = [
    node(1, 'job', { title: 'Fachverkäufer', location: ['konstanz'] }),
    node(2, 'job', { title: 'Azubi', location: ['all'] }),
    node(3, 'job', { title: 'Koch', location: ['owingen'] }),
  ];
  renderBlock('career', { headline: 'Stellen' }, { nodes, branches });
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Alle Stellen', 'Konstanz', 'Bodman']);
  expect(screen.getAllByTestId('job').map((j) => j.querySelector('h3')!.textContent)).toEqual(['Fachverkäufer', 'Azubi', 'Koch']);
  fireEvent.click(screen.getByRole('button', { name: 'Bodman' }));
  expect(screen.getAllByTestId('job').map((j) => j.querySelector('h3')!.textContent)).toEqual(['Azubi']);
  renderBlock('career', {}, { nodes: [nodes[0]], branches });
  fireEvent.click(screen.getAllByRole('button', { name: 'Bodman' })[1]);
  expect(screen.getByText('Für diese Filiale sind leider keine Stellen verfügbar.')).toBeTruthy();
});

const news = [
  node(1, 'news', { name: 'Alt', date: '2025-01-02T10:00:00Z', text: '<p>alt</p>' }),
  node(2, 'news', { name: 'Ohne Datum' }),
  node(3, 'job', { title: 'Verkäufer', date: '2026-03-04T10:00:00Z', isNews: true, location: ['konstanz', 'all'] }),
  node(4, 'news', { name: 'Neu', date: '2026-05-16T10:00:00Z', text: '<p>neu</p>' }),
  node(5, 'job', { title: 'Kein News-Job', date: '2027-01-01T10:00:00Z', isNews: false }),
];

test("teaser_news: the 3 newest news and isNews jobs, DD.MM.YYYY, 'Filiale:' for jobs, 'Mehr erfahren'", () => {
  renderBlock('teaser_news', {}, { nodes: news, branches });
  const cards = screen.getAllByTestId('news-card');
  expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(['Neu', 'Verkäufer', 'Alt']);
  expect(cards[0].querySelector('time')!.textContent).toContain('16.05.2026');
  expect(cards[1].textContent).toContain('Filiale: Konstanz, Alle Filialen');
  expect(cards[0].querySelector('.cms-news-card__text')!.textContent).toBe('neu');
  expect(within(cards[1]).getByRole('link', { name: 'Mehr erfahren' }).getAttribute('href')).toBe('/job/verkaeufer');
});

test("overview_news: 3 shown, 'Alle anzeigen' / 'Weniger anzeigen'", () => {
  renderBlock('overview_news', {}, { nodes: news, branches });
  expect(screen.getAllByTestId('news-card')).toHaveLength(3);
  fireEvent.click(screen.getByRole('button', { name: 'Alle anzeigen' }));
  expect(screen.getAllByTestId('news-card')).toHaveLength(4);
  fireEvent.click(screen.getByRole('button', { name: 'Weniger anzeigen' }));
  expect(screen.getAllByTestId('news-card')).toHaveLength(3);
});

test('contact: a tab per public enabled branch, first selected, map link, mailto: and tel:, "Filiale" prefix', () => {
  renderBlock('contact', { text: '<h2>Kontakt</h2>', quote: 'Willkommen' }, { branches });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Konstanz', 'Bodman']);
  const panel = screen.getByTestId('contact-branch');
  expect(panel.textContent).toContain('Filiale Konstanz');
  expect(within(panel).getByRole('link', { name: 'konstanz@muster.de' }).getAttribute('href')).toBe('mailto:konstanz@muster.de');
  expect(within(panel).getByRole('link', { name: '+49 7531 1' }).getAttribute('href')).toBe('tel:+4975311');
  expect(within(panel).getByRole('link', { name: 'Auf der Karte anzeigen' }).getAttribute('target')).toBe('_blank');
  expect(screen.getByTestId('opening-hours').textContent).toContain('08:00 - 18:00 Uhr');
  fireEvent.click(screen.getByRole('tab', { name: 'Bodman' }));
  expect(screen.getByTestId('contact-branch').textContent).toContain('Filiale Bodman');
  expect(within(screen.getByTestId('contact-branch')).queryByRole('link', { name: 'Auf der Karte anzeigen' })).toBeNull();
  expect(screen.getByRole('link', { name: 'info@muster.de' }).getAttribute('href')).toBe('mailto:info@muster.de');
});

test('teaser_animal and overview_animals show the selected public animals with "weiterlesen" to /unsere-tiere/{slug}', () => {
  const nodes = [node(1, 'animal', { name: 'Rind vom Hof', name_short: 'Rind' }), node(2, 'animal', { name: 'Geheim' }, false)];
  renderBlock('teaser_animal', { animals: [1, 2] }, { nodes });
  expect(screen.getByRole('heading', { name: 'Rind' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'weiterlesen' }).getAttribute('href')).toBe('/unsere-tiere/rind-vom-hof');
  expect(screen.queryByText('Geheim')).toBeNull();
});

test('site types: "default" shows its rich text, an unknown type the 500 view, an unknown path the 404 view', () => {
  const simple = site('/agb', [], 'default');
  simple.content = { ...simple.content, text: '<p>Es gelten unsere AGB.</p>' };
  renderWebsite('/agb', { sites: [simple] });
  expect(screen.getByText('Es gelten unsere AGB.')).toBeTruthy();
  renderWebsite('/seltsam', { sites: [site('/seltsam', [], 'zauber')] });
  expect(screen.getByRole('heading', { name: '500 Internal Server Error' })).toBeTruthy();
  expect(screen.getByText('Leider ist ein interner Fehler aufgetreten.')).toBeTruthy();
  renderWebsite('/%E0%A4%A', { sites: [] });
  expect(screen.getAllByText('Leider wurde die angeforderte Seite nicht gefunden.')).toHaveLength(1);
  renderWebsite('/gibt/es/nicht', { sites: [] });
  expect(screen.getAllByText('Leider wurde die angeforderte Seite nicht gefunden.')).toHaveLength(2);
});

test('a site path with several segments and the animal detail page', () => {
  renderWebsite('/ueber-uns/team', { sites: [site('/ueber-uns/team', [{ type: 'hero_sub', value: { title: 'Das Team' } }])] });
  expect(screen.getByRole('heading', { name: 'Das Team' })).toBeTruthy();
  renderWebsite('/unsere-tiere/rind-vom-hof', {
    nodes: [node(1, 'animal', { name: 'Rind vom Hof', text: '<p>Weide</p>', body: 'Reift **21 Tage**.\n\n<b>kein HTML</b>' })],
  });
  expect(screen.getByRole('heading', { name: 'Rind vom Hof' })).toBeTruthy();
  expect(screen.getByText('21 Tage').tagName).toBe('STRONG');
  expect(screen.getByText('<b>kein HTML</b>').tagName).toBe('P');
});

test('the animal scroller arrows scroll by 19.2833 rem, smoothly', () => {
  const calls: unknown[] = [];
  // jsdom does not scroll: record what the arrows ask for (tests only).
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: (options: unknown) => calls.push(options) });
  renderBlock('teaser_animal', { animals: [1] }, { nodes: [node(1, 'animal', { name: 'Rind' })] });
  fireEvent.click(screen.getByRole('button', { name: 'Nach rechts blättern' }));
  fireEvent.click(screen.getByRole('button', { name: 'Nach links blättern' }));
  expect(calls).toEqual([
    { left: 19.2833 * 16, behavior: 'smooth' },
    { left: -19.2833 * 16, behavior: 'smooth' },
  ]);
});

import { headData } from '@asp/domain';
import { headMarkup, injectPage, serverPageCss } from '../src/page-html';
import { WebsitePages } from '../src/website-pages';

/** The pure parts of server-rendered pages: head markup, CSS scoping, injection into the shell, which paths qualify. */
const head = headData({
  route: 'site',
  config: { title: 'Metzgerei' },
  site: { title: 'Wurst "&" <Brot>', name: 'x', description: 'Beschreibung <b>' },
  host: 'https://metzgerei.de',
  path: '/wurst',
  image: 'https://metzgerei.de/upload/a/1-1.jpg',
});

test('head values are escaped; canonical, Open Graph and Twitter tags are all there', () => {
  const markup = headMarkup(head);
  expect(markup).toContain('<title>Wurst &quot;&amp;&quot; &lt;Brot&gt; - Metzgerei</title>');
  expect(markup).toContain('<meta name="description" content="Beschreibung &lt;b&gt;" />');
  expect(markup).toContain('<link rel="canonical" href="https://metzgerei.de/wurst" />');
  expect(markup).toContain('<meta property="og:image" content="https://metzgerei.de/upload/a/1-1.jpg" />');
  expect(markup).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(markup).not.toMatch(/<b>|<Brot>/);
});

test('the CSS Module becomes plain CSS scoped to the server markup', () => {
  const css = serverPageCss('/* c */ .root { --x: 1; }\n.root :global .cms-block { margin: 0; }\n.root :global(.a) .rooted { x: y; }');
  expect(css).toBe(
    '#ssr-page .cms-website { --x: 1; } #ssr-page .cms-website .cms-block { margin: 0; } #ssr-page .cms-website .a .rooted { x: y; }',
  );
});

test('the page goes before the empty root, head data replaces the shell title; no plain root: no page', () => {
  const shell = '<html><head><meta charset="utf-8"/><title>Shop</title></head><body><div id="root"></div></body></html>';
  const html = injectPage(shell, { html: '<h1>$& Wurst</h1>', head }, '.a{}', '/wurst')!;
  expect(html).not.toContain('<title>Shop</title>');
  expect(html).toContain('<style id="ssr-style">#ssr-page ~ #root{display:none}.a{}</style>');
  // '$&' in the markup stays literal (no replacement patterns).
  expect(html).toContain('<body><div id="ssr-page" data-path="/wurst"><h1>$& Wurst</h1></div><div id="root"></div></body>');
  expect(injectPage('<div id="root" class="x"></div>', { html: '', head }, '', '/wurst')).toBeNull();
});

test('other remotes and files are never website pages', () => {
  for (const path of ['/', '/kontakt', '/ueber-uns/geschichte', '/unsere-tiere/rind', '/storefront']) {
    expect([path, WebsitePages.isWebsitePath(path)]).toEqual([path, true]);
  }
  for (const path of [
    '/shop',
    '/shop/konstanz',
    '/store/konstanz',
    '/status/a/b',
    '/backend',
    '/screens/x',
    '/tv/1',
    '/signage/a/b',
    '/logo.png',
  ]) {
    expect([path, WebsitePages.isWebsitePath(path)]).toEqual([path, false]);
  }
});

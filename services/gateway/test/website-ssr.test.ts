import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Site } from '@asp/contracts';
import { readInfra, waitFor } from '@asp/server-kit/testing';
import { startCatalog, type Harness as CatalogHarness } from '../../catalog/test/helpers';
import { startContent, type Harness as ContentHarness } from '../../content/test/helpers';
import { gatewayWith, startAllFakeServices } from './helpers';

/**
 * Server-rendered website pages (issue 14): the real content and catalog services with
 * their demo data, the gateway in front with a shell index.html; pages are fetched with
 * plain HTTP — no JavaScript runs — and must carry title, head data and block texts.
 */
const SHELL_HTML =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/><title>Shop</title>' +
  '<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

let content: ContentHarness;
let catalog: CatalogHarness;
let fakes: Awaited<ReturnType<typeof startAllFakeServices>>;
let gateway: FastifyInstance;
let base: string;
let distDir: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'asp-ssr-'));
  mkdirSync(path.join(distDir, 'shell'));
  writeFileSync(path.join(distDir, 'shell', 'index.html'), SHELL_HTML);
  [content, catalog, fakes] = await Promise.all([
    startContent({ seedDemoData: true }),
    startCatalog({ seedDemoData: true }),
    startAllFakeServices(),
  ]);
  const [contentUrl, catalogUrl] = await Promise.all([listen(content.service.app), listen(catalog.service.app)]);
  ({ app: gateway } = await gatewayWith({
    ...fakes.env,
    CONTENT_URL: contentUrl,
    CATALOG_URL: catalogUrl,
    WEB_DIST_DIR: distDir,
    NATS_URL: readInfra().natsUrl,
  }));
  base = await listen(gateway);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([content?.close(), catalog?.close(), fakes?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

async function page(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** The text of the server-rendered part, tags removed, entities of the seed's texts decoded. */
const ssrText = (html: string) =>
  (/<div id="ssr-page">([\s\S]*)<\/div><div id="root"><\/div>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('a public page arrives rendered: title, description, canonical, Open Graph, headline and block texts', async () => {
  const { status, html } = await page('/unsere-metzgerei');
  expect(status).toBe(200);
  expect(html).toMatch(/<title>Unsere Metzgerei – Metzgerei Muster[^<]*<\/title>/);
  expect(html).not.toContain('<title>Shop</title>');
  expect(html).toContain('<meta name="description" content="Fleisch und Wurst aus eigener Schlachtung, seit 1962." />');
  expect(html).toContain(`<link rel="canonical" href="${base}/unsere-metzgerei" />`);
  expect(html).toMatch(/<meta property="og:title" content="Unsere Metzgerei – Metzgerei Muster[^"]*" \/>/);
  expect(html).toContain('<meta property="og:description" content="Fleisch und Wurst aus eigener Schlachtung, seit 1962." />');
  expect(html).toContain(`<meta property="og:url" content="${base}/unsere-metzgerei" />`);
  // The live page replaces this markup; the shell's script and root are still there.
  expect(html).toContain('<script defer="defer" src="/main.js"></script>');
  expect(html).toContain('#ssr-page ~ #root{display:none}');
  const text = ssrText(html);
  expect(html).toMatch(/<h1[^>]*>Ehrliches Handwerk vom Bodensee<\/h1>/);
  for (const blockText of [
    'Fleisch und Wurst aus eigener Schlachtung – seit drei Generationen.',
    'Frisch aus der Region',
    'Unser Handwerk in Zahlen',
    'rund um den Bodensee',
    'Wurstsorten nach Hausrezept',
    // The count-up's end value, not its animation's 0.
    '120+',
    '48 km',
  ]) {
    expect(text).toContain(blockText);
  }
  // The website's styles come along, scoped to the server markup.
  expect(html).toContain('#ssr-page .cms-website .cms-block');
});

test('the contact page and an animal page are rendered too', async () => {
  const contact = await page('/kontakt');
  expect(contact.status).toBe(200);
  expect(contact.html).toMatch(/<title>Kontakt – Metzgerei Muster/);
  expect(ssrText(contact.html)).toContain('Kontakt');
  expect(contact.html).toContain('data-block-type="contact"');

  const animal = await page('/unsere-tiere/rind-vom-hegau-hof');
  expect(animal.status).toBe(200);
  expect(animal.html).toMatch(/<title>Rind vom Hegau-Hof/);
  expect(animal.html).toMatch(/<h1>Rind vom Hegau-Hof<\/h1>/);
});

test('paths that are no public page, and the storefront routes, get the plain shell', async () => {
  for (const pathname of ['/', '/store/konstanz', '/shop/konstanz', '/status/abc/def', '/backend/login', '/gibt-es-nicht', '/unsere-tiere/niemand']) {
    const { status, html } = await page(pathname);
    expect([pathname, status, html]).toEqual([pathname, 200, SHELL_HTML]);
  }
  // The seeded home page is not public: '/' stays the storefront's (no draft leaks into the HTML).
  expect((await page('/')).html).not.toContain('Ehrliches Handwerk');
});

test('a changed site is rendered anew after its content event', async () => {
  const sites: Site[] = (await content.call({ method: 'GET', url: '/api/sites' })).json().data;
  const site = sites.find((candidate) => candidate.path === '/unsere-metzgerei')!;
  expect((await page('/unsere-metzgerei')).html).toContain('<title>Unsere Metzgerei');
  const { id: _id, ...input } = site;
  const saved = await content.call({
    method: 'PUT',
    url: `/api/sites/${site.id}`,
    headers: content.admin,
    payload: { ...input, title: 'Unsere Metzgerei seit 1962' },
  });
  expect(saved.statusCode).toBe(200);
  // The cached page goes when content.site.updated arrives over NATS (no time limit passed).
  await waitFor(async () => (await page('/unsere-metzgerei')).html.includes('<title>Unsere Metzgerei seit 1962'), 20_000);
});

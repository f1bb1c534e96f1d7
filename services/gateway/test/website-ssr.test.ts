import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Site } from '@asp/contracts';
import { createTestDatabaseUrl, freePort, readInfra, signStaffToken, waitFor } from '@asp/server-kit/testing';
import { gatewayWith, startAllFakeServices } from './helpers';

/**
 * Server-rendered website pages (issue 14): the real content and catalog services (their
 * own processes, as `npm start` runs them, with the demo data) behind the gateway with a
 * shell index.html; pages are fetched with plain HTTP — no JavaScript runs — and must
 * carry title, head data and block texts.
 */
const SHELL_HTML =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/><title>Shop</title>' +
  '<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

interface RunningService {
  url: string;
  child: ChildProcess;
  log: () => string;
}

/** `node --import tsx services/<name>/src/main.ts` on a free port with a fresh database; resolves once /ready answers 200. */
async function spawnService(name: string, distDir: string): Promise<RunningService> {
  const infra = readInfra();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(distDir, `${name}-data-`));
  const child = spawn(process.execPath, ['--import', 'tsx', `services/${name}/src/main.ts`], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: await createTestDatabaseUrl(),
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      JWT_PUBLIC_KEY: infra.jwtPublicKey,
      JWT_PRIVATE_KEY: infra.jwtPrivateKey,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${log}`);
      return (await fetch(`${url}/ready`).catch(() => null))?.ok ?? false;
    },
    90_000,
    200,
  );
  return { url, child, log: () => log };
}

async function stopService(service: RunningService | undefined): Promise<void> {
  if (!service || service.child.exitCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGTERM');
  const hard = setTimeout(() => service.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(hard);
}

let content: RunningService;
let catalog: RunningService;
let fakes: Awaited<ReturnType<typeof startAllFakeServices>>;
let gateway: FastifyInstance;
let base: string;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'asp-ssr-'));
  mkdirSync(path.join(distDir, 'shell'));
  writeFileSync(path.join(distDir, 'shell', 'index.html'), SHELL_HTML);
  [content, catalog, fakes] = await Promise.all([
    spawnService('content', distDir),
    spawnService('catalog', distDir),
    startAllFakeServices(),
  ]);
  ({ app: gateway } = await gatewayWith({
    ...fakes.env,
    CONTENT_URL: content.url,
    CATALOG_URL: catalog.url,
    WEB_DIST_DIR: distDir,
    NATS_URL: readInfra().natsUrl,
  }));
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(gateway.server.address() as net.AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([stopService(content), stopService(catalog), fakes?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

async function page(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** The text of the server-rendered part, tags removed, entities of the seed's texts decoded. */
const ssrText = (html: string) =>
  (/<div id="ssr-page" data-path="[^"]*">([\s\S]*)<\/div><div id="root"><\/div>/.exec(html)?.[1] ?? '')
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
  expect(html).toContain('<div id="ssr-page" data-path="/unsere-metzgerei">');
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
  for (const pathname of [
    '/',
    '/store/konstanz',
    '/shop/konstanz',
    '/status/abc/def',
    '/backend/login',
    '/gibt-es-nicht',
    '/unsere-tiere/niemand',
  ]) {
    const { status, html } = await page(pathname);
    expect([pathname, status, html]).toEqual([pathname, 200, SHELL_HTML]);
  }
  // The seeded home page is not public: '/' stays the storefront's (no draft leaks into the HTML).
  expect((await page('/')).html).not.toContain('Ehrliches Handwerk');
});

test('a changed site is rendered anew after its content event', async () => {
  const sites: Site[] = (await (await fetch(`${content.url}/api/sites`)).json()).data;
  const site = sites.find((candidate) => candidate.path === '/unsere-metzgerei')!;
  expect((await page('/unsere-metzgerei')).html).toContain('<title>Unsere Metzgerei');
  const { id: _id, ...input } = site;
  const saved = await fetch(`${content.url}/api/sites/${site.id}`, {
    method: 'PUT',
    headers: { ...signStaffToken().headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...input, title: 'Unsere Metzgerei seit 1962' }),
  });
  expect(saved.status).toBe(200);
  // The cached page goes when content.site.updated arrives over NATS (no time limit passed).
  await waitFor(async () => (await page('/unsere-metzgerei')).html.includes('<title>Unsere Metzgerei seit 1962'), 20_000);
});

test('a site created without isPublic is a draft: the plain shell; made public it is rendered', async () => {
  const write = (method: string, url: string, body: object) =>
    fetch(`${content.url}${url}`, {
      method,
      headers: { ...signStaffToken().headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const fields = { path: '/grillfest-entwurf', name: 'Grillfest', title: 'Grillfest im Hof', content: { body: [] } };
  const created = await write('POST', '/api/sites', fields);
  expect(created.status).toBe(201);
  const { id, isPublic } = (await created.json()).data as Site;
  expect(isPublic).toBe(false);
  expect(await page('/grillfest-entwurf')).toEqual({ status: 200, html: SHELL_HTML });

  expect((await write('PUT', `/api/sites/${id}`, { ...fields, isPublic: true })).status).toBe(200);
  await waitFor(async () => (await page('/grillfest-entwurf')).html.includes('<title>Grillfest im Hof'), 20_000);
});

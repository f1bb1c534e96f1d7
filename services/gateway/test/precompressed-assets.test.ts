import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type net from 'node:net';
import { gatewayWith } from './helpers';

const CHUNK = `console.log(${JSON.stringify('Leberkäse '.repeat(200))});`;
const ENTRY = 'var mf_storefront = {};'.repeat(50);
let dist: string;

beforeAll(() => {
  // A build output as fast-web's build writes it: every text file with .br and .gz beside it.
  dist = mkdtempSync(path.join(os.tmpdir(), 'asp-gateway-precompressed-'));
  const write = (file: string, text: string, compressed = true) => {
    writeFileSync(file, text);
    if (!compressed) return;
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  mkdirSync(path.join(dist, 'shell'));
  write(path.join(dist, 'shell', 'index.html'), '<!doctype html><title>Shell</title>');
  write(path.join(dist, 'shell', 'main.3f9a1c2b7d.js'), CHUNK);
  write(path.join(dist, 'shell', 'plain.0123456789.js'), CHUNK, false);
  mkdirSync(path.join(dist, 'mf-storefront'));
  write(path.join(dist, 'mf-storefront', 'remoteEntry.js'), ENTRY);
  write(path.join(dist, 'mf-storefront', 'mf-manifest.json'), '{"id":"mf_storefront"}');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function withGateway(env: NodeJS.ProcessEnv, run: (app: FastifyInstance) => Promise<void>) {
  const { app } = await gatewayWith({ WEB_DIST_DIR: dist, NODE_ENV: 'production', ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('precompressed assets', () => {
  it('sends the .br sibling to a brotli client, .gz to a gzip one, the plain file otherwise, always with Vary', async () => {
    await withGateway({}, async (app) => {
      const url = '/main.3f9a1c2b7d.js';
      const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(CHUNK);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const identity = await app.inject({ method: 'GET', url });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(CHUNK);
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
    });
  });

  it('falls back to the plain file when the build wrote no sibling', async () => {
    await withGateway({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/plain.0123456789.js', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(CHUNK);
    });
  });

  it('serves the remotes precompressed too, remoteEntry.js and mf-manifest.json revalidated by ETag (304)', async () => {
    await withGateway({}, async (app) => {
      for (const url of ['/remotes/mf-storefront/remoteEntry.js', '/remotes/mf-storefront/mf-manifest.json', '/index.html']) {
        const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect({ url, status: first.statusCode, encoding: first.headers['content-encoding'] }).toEqual({
          url,
          status: 200,
          encoding: 'br',
        });
        expect(first.headers['cache-control']).toBe('no-cache');
        const etag = first.headers.etag;
        expect(typeof etag).toBe('string');
        const again = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
        expect({ url, status: again.statusCode }).toEqual({ url, status: 304 });
        expect(again.body).toBe('');
        // Another encoding is another representation: its ETag differs, so no 304 mixes them up.
        const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) } });
        expect({ url, status: gzip.statusCode }).toEqual({ url, status: 200 });
      }
    });
  });
});

describe('/favicon.ico', () => {
  let catalog: FastifyInstance;
  let favicon: unknown = null;

  beforeAll(async () => {
    catalog = Fastify();
    catalog.get('/api/config', async () => ({ data: { favicon } }));
    await catalog.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => catalog.close());
  const catalogUrl = () => `http://127.0.0.1:${(catalog.server.address() as net.AddressInfo).port}`;

  it('redirects to the configured favicon upload', async () => {
    favicon = { id: 7, version: 2, extension: 'png', publicHash: 'a1b2c3d4e5f6a7b8' };
    await withGateway({ CATALOG_URL: catalogUrl() }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/upload/a1b2c3d4e5f6a7b8/7-2.png');
    });
  });

  it('answers 204 (not the 404) when no favicon is configured or the catalogue is down', async () => {
    favicon = null;
    await withGateway({ CATALOG_URL: catalogUrl() }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(204);
    });
    await withGateway({ CATALOG_URL: 'http://127.0.0.1:9' }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(204);
    });
  });
});

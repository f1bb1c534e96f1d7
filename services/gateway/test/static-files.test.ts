import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { validationTexts } from '@asp/i18n';
import { gatewayWith } from './helpers';

const INDEX = '<!doctype html><title>Shell</title><div id="root"></div>';
let dist: string;

beforeAll(() => {
  // A miniature build output: the shell and one remote, as webpack writes them.
  dist = mkdtempSync(path.join(os.tmpdir(), 'asp-gateway-dist-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'shell', 'main.3f9a1c2b7d.js'), 'console.log("shell")');
  writeFileSync(path.join(dist, 'shell', '309.7abd491e.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'shell', 'sw.js'), 'self.addEventListener("fetch", () => {})');
  mkdirSync(path.join(dist, 'mf-storefront'));
  writeFileSync(path.join(dist, 'mf-storefront', 'mf-manifest.json'), '{"id":"mf_storefront"}');
  writeFileSync(path.join(dist, 'mf-storefront', 'remoteEntry.js'), 'var mf_storefront;');
  mkdirSync(path.join(dist, 'mf-signage'));
  writeFileSync(path.join(dist, 'mf-signage', 'sw.js'), 'self.addEventListener("fetch", () => {}) // signage');
  writeFileSync(path.join(dist, 'mf-signage', 'remoteEntry.js'), 'var mf_signage;');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function withGateway(env: NodeJS.ProcessEnv, run: (app: FastifyInstance) => Promise<void>) {
  const { app } = await gatewayWith({ WEB_DIST_DIR: dist, ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('readiness', () => {
  it('is ready when the built shell is there', async () => {
    await withGateway({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ready: true, checks: { shell: true } } });
    });
  });

  it('is not ready (503) without a built shell', async () => {
    await withGateway({ WEB_DIST_DIR: path.join(dist, 'missing') }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ data: { ready: false, checks: { shell: false } } });
    });
  });
});

describe('the built shell', () => {
  it('serves index.html for / and for every page path (SPA fallback), never cached', async () => {
    await withGateway({}, async (app) => {
      for (const url of ['/', '/backend', '/backend/orders/12', '/shop/fleisch?x=1', '/status/abc/def']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.body).toBe(INDEX);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  it('caches hashed assets for a year and unhashed ones not at all', async () => {
    await withGateway({}, async (app) => {
      const asset = await app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("shell")');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // A chunk's stylesheet (mini-css-extract-plugin), asked for as a <link> asks.
      const stylesheet = await app.inject({ method: 'GET', url: '/309.7abd491e.css', headers: { accept: 'text/css,*/*;q=0.1' } });
      expect(stylesheet.statusCode).toBe(200);
      expect(stylesheet.headers['content-type']).toContain('text/css');
      expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await app.inject({ method: 'GET', url: '/309.00000000.css', headers: { accept: 'text/css,*/*;q=0.1' } });
      expect(missing.statusCode).toBe(404);

      const worker = await app.inject({ method: 'GET', url: '/sw.js' });
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['service-worker-allowed']).toBe('/');
    });
  });

  it('answers a missing file or API path with the German 404, not the page', async () => {
    await withGateway({}, async (app) => {
      for (const url of ['/main.0000000000.js', '/api/nope']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: [{ message: validationTexts.routeNotFound }] });
      }
    });
  });

  it('says the web apps are not built instead of a blank page', async () => {
    const { app } = await gatewayWith({ WEB_DIST_DIR: path.join(dist, 'missing') });
    try {
      const response = await app.inject({ method: 'GET', url: '/backend' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build:web');
    } finally {
      await app.close();
    }
  });
});

describe('remote service workers in development', () => {
  it('serves a remote’s sw.js from the gateway’s origin (a worker must come from its pages’ origin), and nothing else of the remote', async () => {
    await withGateway({}, async (app) => {
      const worker = await app.inject({ method: 'GET', url: '/remotes/mf-signage/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.body).toContain('// signage');
      expect(worker.headers['content-type']).toContain('javascript');
      expect(worker.headers['service-worker-allowed']).toBe('/');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect((await app.inject({ method: 'GET', url: '/remotes/mf-signage/remoteEntry.js' })).statusCode).toBe(404);
      // A remote without a worker: the German 404.
      const none = await app.inject({ method: 'GET', url: '/remotes/mf-storefront/sw.js' });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ errors: [{ message: validationTexts.routeNotFound }] });
    });
  });
});

describe('/remotes.json', () => {
  it('points at the remote dev servers by default', async () => {
    await withGateway({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json()).toEqual({
        mf_storefront: 'http://localhost:4201/mf-manifest.json',
        mf_backoffice: 'http://localhost:4202/mf-manifest.json',
        mf_cms: 'http://localhost:4203/mf-manifest.json',
        mf_signage: 'http://localhost:4204/mf-manifest.json',
      });
      expect(response.headers['cache-control']).toBe('no-cache');
    });
  });

  it('in production mode points at /remotes/ on the same origin, which serves the built remotes', async () => {
    await withGateway({ NODE_ENV: 'production' }, async (app) => {
      const registry = await app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'shop.example.de' } });
      expect(registry.json().mf_storefront).toBe('http://shop.example.de/remotes/mf-storefront/mf-manifest.json');

      const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-storefront/mf-manifest.json' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()).toEqual({ id: 'mf_storefront' });
      expect(manifest.headers['cache-control']).toBe('no-cache');

      const notBuilt = await app.inject({ method: 'GET', url: '/remotes/mf-cms/mf-manifest.json' });
      expect(notBuilt.statusCode).toBe(404);
    });
  });

  it('leaves /remotes/ to the Ingress when the remotes have their own deployments', async () => {
    await withGateway({ NODE_ENV: 'production', SERVE_REMOTES: 'false' }, async (app) => {
      const registry = await app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'shop.example.de' } });
      expect(registry.json().mf_cms).toBe('http://shop.example.de/remotes/mf-cms/mf-manifest.json');
      const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-storefront/mf-manifest.json' });
      expect(manifest.statusCode).toBe(404);
    });
  });

  it('does not serve the remotes outside production mode', async () => {
    await withGateway({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/remotes/mf-storefront/remoteEntry.js' });
      expect(response.statusCode).toBe(404);
    });
  });

  it('takes the registry from REMOTES_JSON when set', async () => {
    const remotes = {
      mf_storefront: 'https://cdn.example.de/storefront/2.4.1/mf-manifest.json',
      mf_cms: '/remotes/mf-cms/mf-manifest.json',
    };
    await withGateway({ REMOTES_JSON: JSON.stringify(remotes) }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'localhost:8080' } });
      expect(response.json()).toEqual({ ...remotes, mf_cms: 'http://localhost:8080/remotes/mf-cms/mf-manifest.json' });
    });
    await expect(gatewayWith({ REMOTES_JSON: '{"mf_cms": "ftp://x"}' })).rejects.toThrow('REMOTES_JSON');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { closedPort, gatewayWith, startFakeService } from './helpers';

let dist: string;
let catalog: Awaited<ReturnType<typeof startFakeService>>;
let content: FastifyInstance;
let contentUrl: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'asp-gateway-headers-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
  catalog = await startFakeService('catalog');
  // A service with a policy of its own (as content has for uploaded SVGs).
  content = Fastify();
  content.get('/upload/logo.svg', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").type('image/svg+xml').send('<svg/>'),
  );
  await content.listen({ host: '127.0.0.1', port: 0 });
  contentUrl = `http://127.0.0.1:${(content.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await catalog?.app.close();
  await content?.close();
});

async function withGateway(env: NodeJS.ProcessEnv, run: (app: FastifyInstance) => Promise<void>) {
  const { app } = await gatewayWith({ WEB_DIST_DIR: dist, CATALOG_URL: catalog.url, CONTENT_URL: contentUrl, ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

/** The policy as directive → sources. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  const policy = csp(response);
  expect(policy['frame-ancestors']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
}

const devRemotes = ['http://localhost:4201', 'http://localhost:4202', 'http://localhost:4203', 'http://localhost:4204'];

describe('security headers', () => {
  it('on an HTML page: a policy that lets the shell load its remotes, the map and the tracking scripts', async () => {
    await withGateway({}, async (app) => {
      const page = await app.inject({ method: 'GET', url: '/backend/login', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectBaseHeaders(page);
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const policy = csp(page);
      // Development: each remote from its own static server on another port.
      expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", ...devRemotes]));
      expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", ...devRemotes]));
      expect(policy['script-src']).toEqual(expect.arrayContaining(['https://connect.facebook.net', 'https://www.googletagmanager.com']));
      // The remotes' stylesheets are <link>s to their own origins.
      expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", ...devRemotes]));
      expect(policy['style-src']).toContain("'unsafe-inline'");
      expect(policy['worker-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      // No HSTS on plain-http development.
      expect(page.headers['strict-transport-security']).toBeUndefined();
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
    });
  });

  it('in production: HSTS, and remotes on the same origin or where REMOTES_JSON points', async () => {
    await withGateway({ NODE_ENV: 'production' }, async (app) => {
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expectBaseHeaders(page);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(page)['script-src']).not.toEqual(expect.arrayContaining(['http://localhost:4201']));
      expect(csp(page)['upgrade-insecure-requests']).toEqual([]);
    });
    await withGateway(
      { NODE_ENV: 'production', REMOTES_JSON: '{"mf_cms": "https://cdn.example.de/mf-cms/mf-manifest.json"}' },
      async (app) => {
        const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(csp(page)['script-src']).toContain('https://cdn.example.de');
      },
    );
  });

  it('on proxied API answers and on the gateway’s own errors, keeping a service’s own policy', async () => {
    const port = await closedPort();
    await withGateway({ ORDERS_URL: `http://127.0.0.1:${port}`, GATEWAY_RATE_LIMIT_MAX: '100' }, async (app) => {
      const proxied = await app.inject({ method: 'GET', url: '/api/init' });
      expect(proxied.statusCode).toBe(200);
      expectBaseHeaders(proxied);

      for (const [url, status] of [
        ['/api/nothing-here', 404],
        ['/api/orders/current', 503],
      ] as const) {
        const failed = await app.inject({ method: 'GET', url });
        expect({ url, status: failed.statusCode }).toEqual({ url, status });
        expectBaseHeaders(failed);
      }

      const svg = await app.inject({ method: 'GET', url: '/upload/logo.svg' });
      expect(svg.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(svg.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  it('sends no referrer from an order status page, whose URL holds the order secret', async () => {
    await withGateway({}, async (app) => {
      const status = await app.inject({
        method: 'GET',
        url: '/status/abc/0123456789abcdef0123456789abcdef',
        headers: { accept: 'text/html' },
      });
      expect(status.statusCode).toBe(200);
      expect(status.headers['referrer-policy']).toBe('no-referrer');
      expectBaseHeaders(status);
    });
  });

  it('sends no referrer from an order screen, whose URL holds the branch API key', async () => {
    await withGateway({}, async (app) => {
      const screen = await app.inject({ method: 'GET', url: '/screens/frontdesk/1/k3y', headers: { accept: 'text/html' } });
      expect(screen.statusCode).toBe(200);
      expect(screen.headers['referrer-policy']).toBe('no-referrer');
    });
  });
});

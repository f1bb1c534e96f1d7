import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { validationTexts } from '@asp/i18n';
import { upstreamServices } from '../src/routes';
import { closedPort, gatewayWith, startAllFakeServices, type Seen } from './helpers';

let fakes: Awaited<ReturnType<typeof startAllFakeServices>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  fakes = await startAllFakeServices();
  ({ app: gateway } = await gatewayWith(fakes.env));
});

afterAll(async () => {
  await gateway?.close();
  await fakes?.close();
});

const seen = (body: string) => (JSON.parse(body) as { data: Seen }).data;

describe('routing /api/* to the owning service', () => {
  // Literal spec paths, independent of the route table, so a wrong table entry fails here.
  it.each([
    ['GET', '/api/init', 'catalog'],
    ['GET', '/api/users/me', 'identity'],
    ['POST', '/api/login', 'identity'],
    ['POST', '/api/logout', 'identity'],
    ['GET', '/api/external-users?branch=2', 'identity'],
    ['GET', '/api/branches/3/menus', 'catalog'],
    ['GET', '/api/orders/public/abc/0123456789abcdef', 'orders'],
    ['POST', '/api/orders/7/status/confirm', 'orders'],
    ['GET', '/api/image-templates/4/layers', 'content'],
    ['POST', '/api/custom/form/12', 'content'],
    ['POST', '/api/content-ai/generate/image', 'content'],
    ['GET', '/image/640/12-3.jpg', 'content'],
    ['GET', '/upload/a1b2/preview/5-1.jpg', 'content'],
    ['GET', '/fonts/google/Roboto/style-400.embed.css', 'content'],
    ['GET', '/api/time-tracking/token/anna/me', 'time-tracking'],
    ['GET', '/api/time-sheets/holiday-balances', 'time-tracking'],
    ['POST', '/api/digital-signage-devices/2/command/abort', 'signage'],
    ['POST', '/api/devices/1/test/print', 'devices'],
    ['GET', '/api/statistics/revenue?from=2025-01-01&to=2025-01-31', 'analytics'],
    ['POST', '/api/analytics-log', 'analytics'],
    ['GET', '/api/logs/9', 'analytics'],
  ])('%s %s goes to %s, path and query unchanged', async (method, url, service) => {
    const response = await gateway.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(200);
    const forwarded = seen(response.body);
    expect(forwarded.service).toBe(service);
    expect(forwarded.url).toBe(url);
    expect(forwarded.method).toBe(method);
  });

  it('reaches every prefix of the route table', async () => {
    for (const service of upstreamServices) {
      for (const prefix of service.prefixes) {
        const response = await gateway.inject({ method: 'GET', url: `${prefix}/42` });
        expect({ prefix, service: seen(response.body).service }).toEqual({ prefix, service: service.name });
      }
    }
  });

  it('passes a JSON body and the upstream status through', async () => {
    const created = await gateway.inject({ method: 'PUT', url: '/api/products/5', payload: { name: 'Leberkäse', price: '2.50' } });
    expect(seen(created.body).body).toEqual({ name: 'Leberkäse', price: '2.50' });

    const rejected = await gateway.inject({ method: 'POST', url: '/api/orders/status/422' });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json()).toEqual({ errors: [{ message: 'von orders' }] });
  });

  it('tells the service who called, ignoring a forged x-forwarded-for', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-forwarded-for': '6.6.6.6', host: 'shop.example.de' },
      remoteAddress: '10.1.2.3',
    });
    const headers = seen(response.body).headers;
    expect(headers['x-forwarded-for']).toBe('10.1.2.3');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe('shop.example.de');
  });

  it('answers an unknown /api path itself with a German 404', async () => {
    for (const url of ['/api/nothing-here', '/api/ordersx', '/api']) {
      const response = await gateway.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: validationTexts.routeNotFound }] });
    }
    const post = await gateway.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('proxies each service OpenAPI document under /api/docs', async () => {
    const list = await gateway.inject({ method: 'GET', url: '/api/docs' });
    expect(list.json().data).toContainEqual({ service: 'orders', url: '/api/docs/orders.json' });

    const doc = await gateway.inject({ method: 'GET', url: '/api/docs/catalog.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toEqual({ openapi: '3.0.3', info: { title: 'catalog API' } });

    const unknown = await gateway.inject({ method: 'GET', url: '/api/docs/kitchen.json' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for document names that are properties of every object, not a service', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      const response = await gateway.inject({ method: 'GET', url: `/api/docs/${name}.json` });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 404 });
      expect(response.json()).toEqual({ errors: [{ message: validationTexts.routeNotFound }] });
    }
  });

  it('says it is healthy', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ data: { status: 'ok', service: 'gateway' } });
  });
});

describe('an upstream that is not running', () => {
  it('answers 503 with the German message, for API calls and OpenAPI documents', async () => {
    const port = await closedPort();
    const { app } = await gatewayWith({ ORDERS_URL: `http://127.0.0.1:${port}` });
    // Over real HTTP: a request body streamed to a refused connection behaves differently under inject.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const calls: Array<[string, RequestInit]> = [
        ['/api/orders/current', {}],
        ['/api/docs/orders.json', {}],
        ['/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"items":[]}' }],
      ];
      for (const [url, init] of calls) {
        const response = await fetch(base + url, init);
        expect({ url, status: response.status }).toEqual({ url, status: 503 });
        expect(await response.json()).toEqual({ errors: [{ message: validationTexts.serviceUnavailable }] });
      }
    } finally {
      await app.close();
    }
  });
});

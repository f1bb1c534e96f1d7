import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from '@nats-io/transport-node';
import { contentEvents, type Redirect } from '@asp/contracts';
import { startNatsServer, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { gatewayWith, startAllFakeServices } from './helpers';

/**
 * Redirects in the gateway (issue 14): the table comes from the content service's
 * `GET /api/redirects` and stays current through `content.redirect.*` events on a real
 * NATS; a page request is answered 301/302 with Location before any page is served,
 * without asking the content service again.
 */
let nats: TestNatsServer;
let content: FastifyInstance;
let fakes: Awaited<ReturnType<typeof startAllFakeServices>>;
let gateway: FastifyInstance;
let listCalls = 0;
const stored: Redirect[] = [
  { id: 1, path: '/impressum', target: '/site/imprint', statusCode: 301 },
  { id: 2, path: '/aktion', target: 'https://example.de/angebot', statusCode: 302 },
  { id: 3, path: '/api/orders', target: '/nirgendwo', statusCode: 301 },
];

beforeAll(async () => {
  nats = await startNatsServer();
  fakes = await startAllFakeServices();
  content = Fastify();
  content.get('/api/redirects', async () => {
    listCalls += 1;
    return { data: stored };
  });
  await content.listen({ host: '127.0.0.1', port: 0 });
  const { port } = content.server.address() as net.AddressInfo;
  ({ app: gateway } = await gatewayWith({ ...fakes.env, CONTENT_URL: `http://127.0.0.1:${port}`, NATS_URL: nats.url }));
  await waitFor(() => listCalls > 0);
});

afterAll(async () => {
  await gateway?.close();
  await content?.close();
  await fakes?.close();
  await nats?.stop();
});

const get = (url: string) => gateway.inject({ method: 'GET', url });

async function publish(subject: string, payload: unknown) {
  const client = await connect({ servers: nats.url });
  client.publish(subject, JSON.stringify({ id: crypto.randomUUID(), subject, version: 1, occurredAt: new Date().toISOString(), payload }));
  await client.flush();
  await client.close();
}

test('a redirect answers 301 with Location (trailing slash, query kept), 302 for temporary ones', async () => {
  const response = (await waitFor(async () => {
    const answer = await get('/impressum');
    return answer.statusCode === 301 ? answer : null;
  }))!;
  expect(response.headers.location).toBe('/site/imprint');
  expect((await get('/impressum/?ref=footer')).headers.location).toBe('/site/imprint?ref=footer');
  const temporary = await get('/aktion');
  expect(temporary.statusCode).toBe(302);
  expect(temporary.headers.location).toBe('https://example.de/angebot');
  expect(temporary.headers['cache-control']).toBe('no-cache');
  // Not a redirect: the page (here the missing shell) as before; POST never redirected.
  expect((await get('/ueber-uns')).statusCode).not.toBe(301);
  expect((await gateway.inject({ method: 'POST', url: '/impressum' })).statusCode).not.toBe(301);
  // Paths of the services are never redirected.
  const api = await get('/api/orders');
  expect(api.statusCode).toBe(200);
  expect(api.json().data.service).toBe('orders');
});

test('created, updated and deleted events change the table without reloading it', async () => {
  const before = listCalls;
  await publish(contentEvents.redirect.created.subject, {
    id: 7,
    data: { id: 7, path: '/über-uns', target: '/ueber-uns', statusCode: 301 },
  });
  const created = (await waitFor(async () => {
    const answer = await get('/%C3%BCber-uns');
    return answer.statusCode === 301 ? answer : null;
  }))!;
  expect(created.headers.location).toBe('/ueber-uns');

  await publish(contentEvents.redirect.updated.subject, { id: 7, data: { id: 7, path: '/ueber', target: '/ueber-uns', statusCode: 302 } });
  await waitFor(async () => (await get('/ueber')).statusCode === 302);
  expect((await get('/%C3%BCber-uns')).statusCode).not.toBe(301);

  await publish(contentEvents.redirect.deleted.subject, { id: 1 });
  await waitFor(async () => (await get('/impressum')).statusCode !== 301);
  expect(listCalls).toBe(before);
});

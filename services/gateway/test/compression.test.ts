import type net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { upstreamEnvName } from '../src/routes';
import { gatewayWith, startAllFakeServices } from './helpers';

/**
 * Issue 18: API answers leave the gateway compressed by Accept-Encoding (brotli first, then
 * gzip) above 1 KiB, with Vary; small answers, already compressed answers and event streams
 * pass as the service sent them.
 */
const BIG = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Bratwurst Nr. ${i}`, price: 2.5 })) };
const EVENTS = 'event: order\ndata: {"id":1}\n\nevent: order\ndata: {"id":2}\n\n'.repeat(40);

let fakes: Awaited<ReturnType<typeof startAllFakeServices>>;
let catalog: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  fakes = await startAllFakeServices();
  catalog = Fastify();
  catalog.get('/api/products', async () => BIG);
  catalog.get('/api/branches', async () => ({ data: [] }));
  catalog.get('/api/init', async (_request, reply) =>
    reply.header('content-type', 'application/json').header('content-encoding', 'gzip').send(Buffer.from('already-gzip')),
  );
  catalog.get('/api/menus', async (request, reply) =>
    request.headers['if-none-match'] === '"v1"' ? reply.code(304).header('etag', '"v1"').send() : reply.header('etag', '"v1"').send(BIG),
  );
  catalog.get('/api/categories/stream', async (_request, reply) => reply.header('content-type', 'text/event-stream').send(EVENTS));
  await catalog.listen({ host: '127.0.0.1', port: 0 });
  const { port } = catalog.server.address() as net.AddressInfo;
  ({ app: gateway } = await gatewayWith({ ...fakes.env, [upstreamEnvName('catalog')]: `http://127.0.0.1:${port}` }));
});

afterAll(async () => {
  await gateway?.close();
  await catalog?.close();
  await fakes?.close();
});

const get = (url: string, encoding?: string) =>
  gateway.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

test('a large JSON answer is sent as brotli when accepted, else gzip, else plain; Vary names Accept-Encoding', async () => {
  const brotli = await get('/api/products', 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(BIG);
  expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 3);

  const gzip = await get('/api/products', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(BIG);

  const plain = await get('/api/products');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.json()).toEqual(BIG);
});

test('small answers, answers the service compressed itself and event streams pass unchanged', async () => {
  const small = await get('/api/branches', 'br');
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json()).toEqual({ data: [] });

  const precompressed = await get('/api/init', 'br, gzip');
  expect(precompressed.headers['content-encoding']).toBe('gzip');
  expect(precompressed.rawPayload.toString()).toBe('already-gzip');

  const stream = await get('/api/categories/stream', 'br, gzip');
  expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(stream.headers['content-encoding']).toBeUndefined();
  expect(stream.body).toBe(EVENTS);
});

test('a 304 passes bodiless and without Content-Encoding; the full answer beside it is compressed', async () => {
  const full = await get('/api/menus', 'br, gzip');
  expect(full.headers['content-encoding']).toBe('br');
  const revalidated = await gateway.inject({
    method: 'GET',
    url: '/api/menus',
    headers: { 'accept-encoding': 'br, gzip', 'if-none-match': '"v1"' },
  });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.headers.etag).toBe('"v1"');
  expect(revalidated.headers['content-encoding']).toBeUndefined();
  expect(revalidated.rawPayload.length).toBe(0);
});

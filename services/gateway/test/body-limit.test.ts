import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { validationTexts } from '@asp/i18n';
import { gatewayWith } from './helpers';

/**
 * A service answers a too-large body with 413 as soon as it knows (often before it
 * has read the body) and closes the connection; the client must learn that the body
 * was too large, not that the service is down.
 */
let service: FastifyInstance;
let gateway: FastifyInstance;
let base: string;

const SERVICE_LIMIT = 1024;
const serviceMessage = 'Die Anfrage des Dienstes ist zu groß.';

beforeAll(async () => {
  service = Fastify({ bodyLimit: SERVICE_LIMIT });
  service.post('/api/orders', async (request) => ({ data: request.body }));
  service.setErrorHandler((error: FastifyError, _request, reply) => {
    void reply.code(error.statusCode ?? 500).send({ errors: [{ message: error.statusCode === 413 ? serviceMessage : 'Fehler' }] });
  });
  await service.listen({ host: '127.0.0.1', port: 0 });
  ({ app: gateway } = await gatewayWith({ ORDERS_URL: `http://127.0.0.1:${(service.server.address() as AddressInfo).port}` }));
  // Over real HTTP: inject hands the body over at once, a socket does not.
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway?.close();
  await service?.close();
});

const jsonOf = (bytes: number) => JSON.stringify({ note: 'x'.repeat(bytes) });

async function post(body: string, chunked: boolean): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers: { 'content-type': 'application/json' } };
  if (chunked) {
    // A stream has no known length: fetch sends it with transfer-encoding: chunked.
    init.body = new Blob([body]).stream();
    init.duplex = 'half';
  } else {
    init.body = body;
  }
  return fetch(`${base}/api/orders`, init);
}

describe('a body larger than the service accepts', () => {
  it.each([
    ['with content-length', false],
    ['chunked', true],
  ])('is a 413 in the error envelope through the gateway (%s)', async (_label, chunked) => {
    for (const bytes of [2 * SERVICE_LIMIT, 1024 * 1024]) {
      const response = await post(jsonOf(bytes), chunked);
      const body = (await response.json()) as { errors: Array<{ message: string }> };
      expect({ bytes, status: response.status }).toEqual({ bytes, status: 413 });
      // The service's own answer when it got through, else the gateway's German one.
      expect(body).toEqual({ errors: [{ message: expect.stringMatching(/zu groß/) }] });
      expect([serviceMessage, validationTexts.requestTooLarge]).toContain(body.errors[0].message);
    }
  });

  it('still passes a body within the limit', async () => {
    const response = await post(JSON.stringify({ note: 'Leberkäse' }), true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { note: 'Leberkäse' } });
  });
});

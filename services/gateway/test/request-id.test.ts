import type { FastifyInstance } from 'fastify';
import { gatewayWith, startFakeService, type Seen } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let fake: Awaited<ReturnType<typeof startFakeService>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeService('catalog');
  ({ app: gateway } = await gatewayWith({ CATALOG_URL: fake.url }));
});

afterAll(async () => {
  await gateway?.close();
  await fake?.app.close();
});

const forwardedId = (body: string) => (JSON.parse(body) as { data: Seen }).data.headers['x-request-id'];

describe('request ids', () => {
  it('generates a UUID when the caller sends none, passes it on and echoes it', async () => {
    const first = await gateway.inject({ method: 'GET', url: '/api/branches' });
    const second = await gateway.inject({ method: 'GET', url: '/api/branches' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(forwardedId(first.body)).toBe(id);
    expect(second.headers['x-request-id']).not.toBe(id);
  });

  it("keeps the caller's id", async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/branches', headers: { 'x-request-id': 'kasse-3_000123' } });
    expect(response.headers['x-request-id']).toBe('kasse-3_000123');
    expect(forwardedId(response.body)).toBe('kasse-3_000123');
  });

  it('replaces an id that is not a plain token', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/branches', headers: { 'x-request-id': 'a b\u00e4<script>' } });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(forwardedId(response.body)).toBe(response.headers['x-request-id']);
  });

  it('echoes the id on answers the gateway gives itself', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/unknown', headers: { 'x-request-id': 'trace-404' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-404');
  });
});

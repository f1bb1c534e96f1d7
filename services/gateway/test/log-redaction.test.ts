import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readGatewayConfig } from '../src/config';
import { buildGateway } from '../src/gateway';
import { startFakeService } from './helpers';

let fake: Awaited<ReturnType<typeof startFakeService>>;
let gateway: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeService('orders');
  const config = readGatewayConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent-asp-dist', ORDERS_URL: fake.url });
  gateway = await buildGateway(config, { logStream: { write: (line) => void lines.push(line) } });
  await gateway.ready();
});

afterAll(async () => {
  await gateway?.close();
  await fake?.app.close();
});

it.each([
  ['/api/orders/public/abc/{hash}', '/api/orders/public/abc/***'],
  ['/api/orders/public/abc/{hash}/questionnaire', '/api/orders/public/abc/***/questionnaire'],
  ['/api/orders/payments/return/abc/{hash}', '/api/orders/payments/return/abc/***'],
  ['/status/abc/{hash}', '/status/abc/***'],
  ['/api/orders/frontdesk/3/{hash}', '/api/orders/frontdesk/3/***'],
  ['/api/orders/frontdesk/3/{hash}/events', '/api/orders/frontdesk/3/***/events'],
  ['/api/orders/backoffice/3/{hash}', '/api/orders/backoffice/3/***'],
  ['/screens/frontdesk/3/{hash}', '/screens/frontdesk/3/***'],
  ['/screens/kitchen/3/{hash}', '/screens/kitchen/3/***'],
])('the log of a request to %s holds no hash', async (path, masked) => {
  lines.length = 0;
  const hash = randomBytes(16).toString('hex');
  const response = await gateway.inject({ method: 'GET', url: path.replace('{hash}', hash) });
  // Proxied: the fake service saw the real path (the hash is masked in logs only).
  if (path.startsWith('/api/')) expect(response.json().data.url).toBe(path.replace('{hash}', hash));
  const log = lines.join('');
  expect(log).toContain(masked);
  expect(log).not.toContain(hash);
});

import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { validationTexts } from '@asp/i18n';
import { readInfra, waitFor } from '@asp/server-kit/testing';
import { readGatewayConfig } from '../src/config';
import { buildGateway } from '../src/gateway';
import { closedPort, gatewayWith, startAllFakeServices } from './helpers';

let fakes: Awaited<ReturnType<typeof startAllFakeServices>>;

beforeAll(async () => {
  fakes = await startAllFakeServices();
});

afterAll(async () => {
  await fakes?.close();
});

async function withGateway(env: NodeJS.ProcessEnv, run: (app: FastifyInstance) => Promise<void>) {
  const { app } = await gatewayWith({ ...fakes.env, ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const rateLimited = { errors: [{ message: validationTexts.rateLimited }] };

describe('rate limits per client IP', () => {
  it('answers 429 in German once an IP exceeds the /api limit, other IPs unaffected', async () => {
    await withGateway({ GATEWAY_RATE_LIMIT_MAX: '3', GATEWAY_RATE_LIMIT_WINDOW_MS: '60000' }, async (app) => {
      const call = (url: string, remoteAddress = '10.0.0.1') => app.inject({ method: 'GET', url, remoteAddress });
      // The limit counts all of /api together, whichever service answers.
      expect((await call('/api/init')).statusCode).toBe(200);
      expect((await call('/api/orders/current')).statusCode).toBe(200);
      expect((await call('/api/sites')).statusCode).toBe(200);
      const limited = await call('/api/init');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      expect((await call('/api/init', '10.0.0.2')).statusCode).toBe(200);
      // Pages and images are not API calls.
      expect((await call('/image/1-1.jpg')).statusCode).toBe(200);
      expect((await call('/health')).statusCode).toBe(200);
    });
  });

  it('limits POST /api/login more strictly, without touching other calls', async () => {
    await withGateway({ GATEWAY_RATE_LIMIT_MAX: '100', GATEWAY_LOGIN_RATE_LIMIT_MAX: '2' }, async (app) => {
      const login = () =>
        app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'x' }, remoteAddress: '10.0.0.9' });
      expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(200);
      const third = await login();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(rateLimited);

      const other = await app.inject({ method: 'GET', url: '/api/users/me', remoteAddress: '10.0.0.9' });
      expect(other.statusCode).toBe(200);
    });
  });

  it('gives a browser with a sign-in marker its own login bucket, so a guesser at the same address cannot use it up', async () => {
    await withGateway({ GATEWAY_RATE_LIMIT_MAX: '100', GATEWAY_LOGIN_RATE_LIMIT_MAX: '2' }, async (app) => {
      const login = (cookie?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'admin', password: 'x' },
          remoteAddress: '10.0.0.10',
          headers: cookie ? { cookie } : {},
        });
      expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(429);
      // A colleague's browser at the same address, marked by an earlier sign-in.
      const staff = 'asp_csrf=x; asp_device=AAAAAAAAAAAAAAAAAAAAAABBBBBBBBBBBBBBBBBBBBBB';
      expect((await login(staff)).statusCode).toBe(200);
      expect((await login(staff)).statusCode).toBe(200);
      // Its bucket is limited too.
      expect((await login(staff)).statusCode).toBe(429);
    });
  });

  it('uses the address an Ingress reports when told to trust one proxy hop', async () => {
    await withGateway({ GATEWAY_RATE_LIMIT_MAX: '1', GATEWAY_TRUST_PROXY: '1' }, async (app) => {
      const call = (clientIp: string) =>
        app.inject({ method: 'GET', url: '/api/init', remoteAddress: '10.96.0.5', headers: { 'x-forwarded-for': clientIp } });
      expect((await call('203.0.113.7')).statusCode).toBe(200);
      expect((await call('203.0.113.8')).statusCode).toBe(200);
      expect((await call('203.0.113.7')).statusCode).toBe(429);
    });
  });
});

/** The counters live in the shared test Redis: each test counts for addresses of its own. */
const freshIp = () => `10.${randomInt(100, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('rate limits shared by gateway replicas', () => {
  it('counts the requests both replicas see against one limit in Redis', async () => {
    const env = {
      ...fakes.env,
      REDIS_URL: readInfra().redisUrl,
      GATEWAY_RATE_LIMIT_MAX: '3',
      GATEWAY_LOGIN_RATE_LIMIT_MAX: '1',
      // One platform: both replicas count under the same keys.
      GATEWAY_RATE_LIMIT_PREFIX: `asp:test:replicas:${freshIp()}:`,
    };
    const replicas = await Promise.all([gatewayWith(env), gatewayWith(env)]);
    const [a, b] = replicas.map((replica) => replica.app);
    const ip = freshIp();
    const call = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/init', remoteAddress: ip });
    const login = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'x' }, remoteAddress: ip });
    try {
      expect((await call(a)).statusCode).toBe(200);
      expect((await call(b)).statusCode).toBe(200);
      expect((await call(a)).statusCode).toBe(200);
      const limited = await call(b);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      expect((await call(a)).statusCode).toBe(429);

      // The login limit is a counter of its own: used-up /api calls do not block signing in.
      expect((await login(a)).statusCode).toBe(200);
      expect((await login(b)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('will not start in production without REDIS_URL, where replicas would each count alone', () => {
    expect(() => readGatewayConfig({ NODE_ENV: 'production' })).toThrow('REDIS_URL');
    expect(readGatewayConfig({ NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379');
  });

  it('keeps the shop working when Redis is not reachable, and says so in the log', async () => {
    const lines: string[] = [];
    const config = readGatewayConfig({
      ...fakes.env,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-asp-dist',
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      GATEWAY_RATE_LIMIT_MAX: '1',
    });
    const app = await buildGateway(config, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const started = Date.now();
      for (let i = 0; i < 3; i++) {
        expect((await app.inject({ method: 'GET', url: '/api/init', remoteAddress: freshIp() })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/api/init', remoteAddress: '10.99.0.1' })).statusCode).toBe(200);
      }
      // Not waiting for connection attempts: a request never waits on the missing Redis.
      expect(Date.now() - started).toBeLessThan(2_000);
      await waitFor(() => lines.some((line) => line.includes('rate limits are not enforced')));
    } finally {
      await app.close();
    }
  });
});

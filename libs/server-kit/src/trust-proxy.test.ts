import { buildService, type RunningService, type ServiceDefinition } from './service';
import { parseTrustedProxies, readServiceEnv } from './env';
import { testServiceEnv } from './testing';

/**
 * Services believe X-Forwarded-For only from the gateway: a client that reaches a
 * service directly must not choose the IP that login throttling counts.
 */
const gateway = '10.1.2.3';
const definition: ServiceDefinition = {
  name: 'trust-proxy-test',
  defaultPort: 0,
  migrations: {},
  async routes(app) {
    app.get('/api/whoami', async (request) => ({ data: { ip: request.ip } }));
  },
};

let service: RunningService;
beforeAll(async () => {
  service = await buildService(definition, await testServiceEnv({ natsUrl: undefined, redisUrl: undefined, trustedProxies: [gateway] }));
});
afterAll(async () => {
  await service?.close();
});

const ipSeen = async (remoteAddress: string, forwardedFor?: string) => {
  const response = await service.app.inject({
    method: 'GET',
    url: '/api/whoami',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (response.json() as { data: { ip: string } }).data.ip;
};

test('a forged X-Forwarded-For from an address that is not the gateway is ignored', async () => {
  expect(await ipSeen('192.0.2.77', '203.0.113.9')).toBe('192.0.2.77');
  // Loopback is not trusted either once the gateway's address is configured.
  expect(await ipSeen('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
});

test('the gateway tells the client IP', async () => {
  expect(await ipSeen(gateway, '203.0.113.9')).toBe('203.0.113.9');
  expect(await ipSeen(gateway)).toBe(gateway);
});

test('TRUSTED_PROXIES: loopback by default, addresses and ranges, a typo stops the start', () => {
  expect(readServiceEnv('x', 1, { JWT_PUBLIC_KEY: 'k' }).trustedProxies).toEqual(['127.0.0.1', '::1']);
  expect(readServiceEnv('x', 1, { JWT_PUBLIC_KEY: 'k', TRUSTED_PROXIES: ' 10.244.0.0/16, fd00::/8 ,10.0.0.1' }).trustedProxies).toEqual([
    '10.244.0.0/16',
    'fd00::/8',
    '10.0.0.1',
  ]);
  expect(parseTrustedProxies('loopback,10.0.0.0/255.0.0.0')).toEqual(['loopback', '10.0.0.0/255.0.0.0']);
  expect(parseTrustedProxies('')).toEqual([]);
  expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('TRUSTED_PROXIES: ungültige Adresse 10.0.0.0/33');
  expect(() => parseTrustedProxies('gateway,true')).toThrow('ungültige Adresse gateway, true');
});

import { randomBytes } from 'node:crypto';
import { sql } from '../db/database';
import { buildService } from '../service';
import { testServiceEnv } from '../testing';
import { maskSecretUrl, redactSensitive } from './log-redaction';

describe('maskSecretUrl', () => {
  it.each([
    ['/api/orders/public/u1/h4sh', '/api/orders/public/u1/***'],
    ['/api/orders/public/u1/h4sh/questionnaire', '/api/orders/public/u1/***/questionnaire'],
    ['/api/orders/frontdesk/3/k3y', '/api/orders/frontdesk/3/***'],
    ['/api/time-tracking/tt_s3cret/klara/me', '/api/time-tracking/***/klara/me'],
    [
      'http://127.0.0.1:3005/api/time-tracking/tt_s3cret/klara/working-activities/start',
      'http://127.0.0.1:3005/api/time-tracking/***/klara/working-activities/start',
    ],
    ['/api/orders/frontdesk/3/k3y/events', '/api/orders/frontdesk/3/***/events'],
    ['/api/orders/frontdesk/3/k3y/17/status/confirm', '/api/orders/frontdesk/3/***/17/status/confirm'],
    ['/api/orders/backoffice/3/k3y', '/api/orders/backoffice/3/***'],
    ['/screens/frontdesk/3/k3y', '/screens/frontdesk/3/***'],
    ['/screens/kitchen/3/k3y?x=1', '/screens/kitchen/3/***?x=1'],
    ['/api/digital-signage-devices/player/tv-theke/k3y', '/api/digital-signage-devices/player/tv-theke/***'],
    ['/api/digital-signage-devices/player/tv-theke/k3y/events', '/api/digital-signage-devices/player/tv-theke/***/events'],
    ['/signage/tv-theke/k3y', '/signage/tv-theke/***'],
    ['/api/orders/public/u1/h4sh/counter-appointment/confirm', '/api/orders/public/u1/***/counter-appointment/confirm'],
    ['/api/orders/public/u1/h4sh?x=1', '/api/orders/public/u1/***?x=1'],
    ['/api/orders/public/u1/h4sh/events', '/api/orders/public/u1/***/events'],
    ['/api/orders/payments/return/u1/h4sh', '/api/orders/payments/return/u1/***'],
    ['/api/orders/payments/return/u1/h4sh?status=failed', '/api/orders/payments/return/u1/***?status=failed'],
    ['/status/u1/h4sh', '/status/u1/***'],
    ['http://127.0.0.1:3003/api/orders/public/u1/h4sh', 'http://127.0.0.1:3003/api/orders/public/u1/***'],
  ])('%s → %s', (url, masked) => {
    expect(maskSecretUrl(url)).toBe(masked);
  });

  it.each([
    '/api/orders/public/u1',
    '/api/orders/12/status/confirm',
    '/api/branches',
    '/shop/status/a/b',
    '/',
    '/api/time-tracking/terminal-tokens/3',
  ])('leaves %s unchanged', (url) => {
    expect(maskSecretUrl(url)).toBe(url);
  });
});

test('a service logs requests to a status link without its hash', async () => {
  const lines: string[] = [];
  const hash = randomBytes(16).toString('hex');
  const service = await buildService(
    {
      name: 'log-test',
      defaultPort: 0,
      migrations: {},
      async routes(app) {
        app.get('/api/orders/public/:uid/:hash', async () => ({ data: 'ok' }));
        app.get('/api/orders/public/:uid/:hash/boom', async () => {
          throw new Error('kaputt');
        });
      },
    },
    await testServiceEnv({ logLevel: 'info' }),
    { logStream: { write: (line) => void lines.push(line) } },
  );
  try {
    await sql`select 1`.execute(service.ctx.db);
    expect((await service.app.inject({ url: `/api/orders/public/abc/${hash}` })).statusCode).toBe(200);
    expect((await service.app.inject({ url: `/api/orders/public/abc/${hash}/boom` })).statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('/api/orders/public/abc/***');
    expect(log).toContain('/api/orders/public/abc/***/boom');
    expect(log).not.toContain(hash);
  } finally {
    await service.close();
  }
});

test("customer data never reaches the log: not the body, not an error's detail or payload, not objects logged by hand", async () => {
  const lines: string[] = [];
  const customer = {
    firstName: 'Maxima',
    lastName: 'Musterfrau',
    email: 'maxima@example.de',
    phone: '+4975319876543',
    street: 'Marktstätte 5',
  };
  const service = await buildService(
    {
      name: 'log-redaction-test',
      defaultPort: 0,
      migrations: {},
      async routes(app) {
        app.post('/api/orders', async (request) => {
          // What libraries attach to their errors: PostgreSQL's detail, a provider's answer.
          throw Object.assign(new Error('kaputt'), {
            code: '23505',
            detail: `Key (email)=(${customer.email}) already exists.`,
            response: { status: 502, body: request.body },
            payload: { order: request.body },
          });
        });
        app.post('/api/note', async (request) => {
          request.log.info({ customer: request.body, order: { id: 7, email: customer.email, phone: customer.phone } }, 'noted');
          return { data: 'ok' };
        });
      },
    },
    await testServiceEnv({ logLevel: 'info' }),
    { logStream: { write: (line) => void lines.push(line) } },
  );
  try {
    expect((await service.app.inject({ method: 'POST', url: '/api/orders', payload: customer })).statusCode).toBe(500);
    expect((await service.app.inject({ method: 'POST', url: '/api/note', payload: customer })).statusCode).toBe(200);
    const log = lines.join('');
    // The log still says what happened…
    expect(log).toContain('kaputt');
    expect(log).toContain('"id":7');
    expect(log).toContain('[redacted]');
    // … but names no customer.
    for (const value of Object.values(customer)) expect(log).not.toContain(value);
  } finally {
    await service.close();
  }
});

test('redactSensitive replaces sensitive keys at any depth and leaves the rest', () => {
  const input = {
    id: 3,
    items: [{ amount: 2, customer: { email: 'a@b.de' } }],
    deliveryStreet: 'Weg 1',
    nested: { a: { b: { token: 't' } } },
  };
  expect(redactSensitive(input)).toEqual({
    id: 3,
    items: [{ amount: 2, customer: '[redacted]' }],
    deliveryStreet: '[redacted]',
    nested: { a: { b: { token: '[redacted]' } } },
  });
  expect(input.items[0].customer.email).toBe('a@b.de');
});

import { ANALYTICS_MAX_DATA_BYTES, ANALYTICS_MAX_ENTRIES } from '@asp/contracts';
import { analyticsTexts, fill, validationTexts } from '@asp/i18n';
import { buildService, sql, type RunningService } from '@asp/server-kit';
import { testServiceEnv } from '@asp/server-kit/testing';
import type { InjectOptions } from 'fastify';
import { createAnalyticsService } from '../src/analytics-service';
import { parseUserAgent } from '../src/log-store';

const SALT = 'test-salt';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let service: RunningService;
beforeAll(async () => {
  service = await buildService(createAnalyticsService({ idSalt: SALT }), await testServiceEnv());
});
afterAll(() => service.close());

const post = (payload: InjectOptions['payload'], headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'POST', url: '/api/analytics-log', payload, headers: { 'user-agent': CHROME, ...headers } });
const rows = () => service.ctx.db.selectFrom('analytics_log').selectAll().orderBy('id').execute();
const errorsOf = (response: { json(): unknown }) => (response.json() as { errors: Array<{ message: string; field?: string }> }).errors;

describe('POST /api/analytics-log', () => {
  it('stores a single entry anonymously and answers 202 with the count', async () => {
    const before = (await rows()).length;
    const response = await post({
      type: 'pageview',
      action: '/shop/konstanz',
      category: 'Shop',
      data: { title: 'Shop | Metzgerei' },
      visitorId: 'visitor-123',
      sessionId: 'session-abc',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: 1 } });
    const [row] = (await rows()).slice(before);
    expect(row).toMatchObject({
      type: 'pageview',
      action: '/shop/konstanz',
      category: 'Shop',
      data: { title: 'Shop | Metzgerei' },
      user_agent: CHROME,
      browser: 'Chrome',
      os: 'Linux',
      device_type: 'desktop',
    });
    expect(row.received_at).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - (row.received_at as Date).getTime())).toBeLessThan(60_000);
    // Only keyed hashes of the ids are kept.
    expect(row.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.session_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.visitor_hash).not.toBe(row.session_hash);
    expect(JSON.stringify(row)).not.toContain('visitor-123');
  });

  it('stores a batch in order, with JSONB data, sharing the hashed visitor', async () => {
    const before = (await rows()).length;
    const item = { product: 7, name: 'Leberkäse', amount: 2, unit: 'piece', price: 3.5 };
    const entries = [
      { type: 'init', action: null, category: null, data: { language: 'de-DE', screen: { width: 390, height: 844 }, darkMode: false } },
      { type: 'addtocart', action: 'Leberkäse', category: 'commerce', data: { items: [item], price: 7, currency: 'EUR' } },
      { type: 'event', action: 'Submit: Kontakt', category: 'form' },
      { type: 'purchase', data: { items: [item], price: 7, currency: 'EUR' } },
    ];
    const response = await post({ entries, visitorId: 'visitor-123' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: 4 } });
    const stored = (await rows()).slice(before);
    expect(stored.map((row) => [row.type, row.action, row.category, row.data])).toEqual([
      ['init', null, null, entries[0].data],
      ['addtocart', 'Leberkäse', 'commerce', entries[1].data],
      ['event', 'Submit: Kontakt', 'form', null],
      ['purchase', null, null, entries[3].data],
    ]);
    const first = (await rows())[0];
    expect(new Set(stored.map((row) => row.visitor_hash))).toEqual(new Set([first.visitor_hash]));
    expect(stored.every((row) => row.session_hash === null)).toBe(true);
    // JSONB, so statistics can query into it.
    const purchases = await service.ctx.db
      .selectFrom('analytics_log')
      .select(sql<string>`sum((data->>'price')::numeric)`.as('total'))
      .where('type', '=', 'purchase')
      .executeTakeFirstOrThrow();
    expect(Number(purchases.total)).toBe(7);
  });

  it.each([
    ['an unknown type', { type: 'klick' }, validationTexts.choice, 'entries[0].type'],
    ['no type', { action: 'x' }, validationTexts.blank, 'entries[0].type'],
    ['an over-long action', { type: 'event', action: 'x'.repeat(201) }, fill(validationTexts.tooLong, { limit: 200 }), 'entries[0].action'],
    ['an empty batch', { entries: [] }, validationTexts.blank, 'entries'],
    [
      'a bad entry in a batch',
      { entries: [{ type: 'event' }, { type: 'event', category: 5 }] },
      validationTexts.type,
      'entries[1].category',
    ],
    ['a bad visitor id', { type: 'event', visitorId: 'v'.repeat(129) }, fill(validationTexts.tooLong, { limit: 128 }), 'visitorId'],
  ])('refuses %s in German and stores nothing', async (_case, payload, message, field) => {
    const before = (await rows()).length;
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toContainEqual({ message, field });
    expect((await rows()).length).toBe(before);
  });

  it('bounds the batch size and the data of each entry', async () => {
    const before = (await rows()).length;
    const many = Array.from({ length: ANALYTICS_MAX_ENTRIES + 1 }, () => ({ type: 'event', action: 'x' }));
    const tooMany = await post({ entries: many });
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany)).toEqual([{ message: fill(analyticsTexts.tooManyEntries, { limit: 100 }), field: 'entries' }]);

    const exactly = await post({ entries: many.slice(1) });
    expect(exactly.json()).toEqual({ data: { accepted: ANALYTICS_MAX_ENTRIES } });

    const bigData = { text: 'x'.repeat(ANALYTICS_MAX_DATA_BYTES) };
    const tooBig = await post({ entries: [{ type: 'event' }, { type: 'event', data: bigData }] });
    expect(tooBig.statusCode).toBe(400);
    expect(errorsOf(tooBig)).toEqual([{ message: fill(analyticsTexts.dataTooLarge, { limit: 16384 }), field: 'entries[1].data' }]);
    expect((await rows()).length).toBe(before + ANALYTICS_MAX_ENTRIES);
  });

  it('refuses a body far beyond any valid batch before reading it, and what is no object', async () => {
    const huge = await post(JSON.stringify({ entries: [{ type: 'event', data: { text: 'x'.repeat(3_000_000) } }] }), {
      'content-type': 'application/json',
    });
    expect(huge.statusCode).toBe(413);
    expect(errorsOf(huge)).toEqual([{ message: analyticsTexts.requestTooLarge }]);
    for (const payload of [[{ type: 'event' }], '"pageview"']) {
      const response = await post(JSON.stringify(payload), { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)[0].message).toMatch(/\S/);
    }
  });
});

it('documents the call in the generated OpenAPI document', async () => {
  const response = await service.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json().paths)).toContain('/api/analytics-log');
});

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari', os: 'iOS', device_type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', os: 'Windows', device_type: 'desktop' },
    ],
    [undefined, { browser: null, os: null, device_type: null }],
  ])('%s', (userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toEqual(expected);
  });
});

import { z } from 'zod';
import { buildService, type RunningService } from '../service';
import { testServiceEnv } from '../testing';
import { findHostileInput, MAX_INPUT_DEPTH } from './input-guard';

const characters = 'Dieser Wert enthält unzulässige Zeichen.';

describe('findHostileInput', () => {
  it.each([
    ['NUL in a nested value', { a: { b: [{ c: 'x\u0000y' }] } }, { message: characters, field: 'a.b[0].c' }],
    ['a lone high surrogate', { name: 'ab\ud800' }, { message: characters, field: 'name' }],
    ['a lone low surrogate', { name: '\udc00ab' }, { message: characters, field: 'name' }],
    ['reversed surrogates', { name: '\udc00\ud800' }, { message: characters, field: 'name' }],
    ['NUL in a key', { list: [{ 'a\u0000': 1 }] }, { message: characters, field: 'list[0]' }],
    ['a constructor key', { data: { constructor: { prototype: {} } } }, { message: 'Dieser Feldname ist nicht erlaubt.', field: 'data' }],
    ['a __proto__ key', JSON.parse('{"data":{"__proto__":{"x":1}}}'), { message: 'Dieser Feldname ist nicht erlaubt.', field: 'data' }],
    ['a huge number', { price: 1e308 }, { message: 'Diese Zahl liegt außerhalb des zulässigen Bereichs.', field: 'price' }],
    [
      'a huge negative number',
      { items: [-(2 ** 60)] },
      { message: 'Diese Zahl liegt außerhalb des zulässigen Bereichs.', field: 'items[0]' },
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(findHostileInput(input)).toEqual(expected);
  });

  it('refuses nesting deeper than the limit without overflowing its own stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findHostileInput({ deep })).toEqual({
      message: 'Diese Daten sind zu tief verschachtelt.',
      field: `deep${'[0]'.repeat(MAX_INPUT_DEPTH - 1)}`,
    });
  });

  it('lets ordinary input through: umlauts, emoji (surrogate pairs), safe numbers, moderate nesting', () => {
    let nested: unknown = { text: 'ok' };
    for (let i = 0; i < MAX_INPUT_DEPTH - 2; i++) nested = { nested };
    expect(
      findHostileInput({ name: 'Grüße 😀 €', amount: Number.MAX_SAFE_INTEGER, price: 12.9, nested, list: [null, true, 'x'] }),
    ).toBeNull();
  });
});

describe('every route refuses hostile input before its schema and handler', () => {
  let service: RunningService;
  const handled: unknown[] = [];
  beforeAll(async () => {
    service = await buildService(
      {
        name: 'input-guard-test',
        defaultPort: 0,
        migrations: {},
        async routes(app) {
          app.post(
            '/api/things/:key',
            {
              schema: {
                params: z.object({ key: z.string() }),
                querystring: z.object({ q: z.string().optional() }),
                body: z.looseObject({}),
              },
            },
            async (request) => {
              handled.push(request.body);
              return { data: 'ok' };
            },
          );
        },
      },
      await testServiceEnv(),
    );
  });
  afterAll(() => service.close());

  const post = (url: string, payload: string) =>
    service.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it.each([
    ['NUL in the body', '/api/things/a', '{"name":"a\\u0000b"}', { message: characters, field: 'name' }],
    ['a lone surrogate in the body', '/api/things/a', '{"list":["\\ud83d"]}', { message: characters, field: 'list[0]' }],
    ['NUL in the query', '/api/things/a?q=%00', '{}', { message: characters, field: 'q' }],
    ['NUL in a path parameter', '/api/things/a%00b', '{}', { message: characters, field: 'key' }],
    ['a constructor key', '/api/things/a', '{"constructor":"x"}', { message: 'Dieser Feldname ist nicht erlaubt.' }],
    ['a huge number', '/api/things/a', '{"n":1e400}', { message: 'Diese Zahl liegt außerhalb des zulässigen Bereichs.', field: 'n' }],
    [
      'deep nesting',
      '/api/things/a',
      `{"n":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      { message: 'Diese Daten sind zu tief verschachtelt.' },
    ],
  ])('%s → 400 naming the field', async (_name, url, payload, expected) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining(expected)]);
  });

  it('never ran the handler for them, and still runs it for good input', async () => {
    expect(handled).toEqual([]);
    expect((await post('/api/things/a?q=Grüße', '{"name":"Grüße 😀"}')).statusCode).toBe(200);
    expect(handled).toEqual([{ name: 'Grüße 😀' }]);
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { sql } from '../db/database';
import { buildService, type RunningService } from '../service';
import { testServiceEnv } from '../testing';

let service: RunningService;
let port: number;

beforeAll(async () => {
  service = await buildService(
    {
      name: 'body-limit-test',
      defaultPort: 0,
      migrations: {},
      async routes(app, ctx) {
        const body = z.object({ text: z.string() });
        app.post('/api/small', { schema: { body } }, async (request) => ({ data: request.body.text.length }));
        app.post('/api/large', { bodyLimit: 1024 * 1024, schema: { body } }, async (request) => ({ data: request.body.text.length }));
        app.post(
          '/api/file',
          { bodyLimit: 128 * 1024, config: { bodyTooLargeMessage: 'Die Datei ist zu groß.' }, schema: { body } },
          async () => ({ data: 0 }),
        );
        app.post('/api/count', { schema: { body: z.object({ count: z.number() }) } }, async (request) => {
          // An int4 column refuses what the schema let through (PostgreSQL 22003).
          await sql`select ${request.body.count}::int4`.execute(ctx.db);
          return { data: request.body.count };
        });
      },
    },
    await testServiceEnv(),
  );
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  port = (service.app.server.address() as AddressInfo).port;
});
afterAll(() => service.close());

const text = (kib: number) => ({ text: 'x'.repeat(kib * 1024) });

test('by default a route reads at most 64 KB and says so in German with 413', async () => {
  const response = await service.app.inject({ method: 'POST', url: '/api/small', payload: text(100) });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ errors: [{ message: 'Die gesendeten Daten sind zu groß. Erlaubt sind höchstens 64 KB.' }] });
  expect((await service.app.inject({ method: 'POST', url: '/api/small', payload: text(60) })).statusCode).toBe(200);
});

test('a route with its own limit accepts more and names its own limit', async () => {
  expect((await service.app.inject({ method: 'POST', url: '/api/large', payload: text(500) })).statusCode).toBe(200);
  const response = await service.app.inject({ method: 'POST', url: '/api/large', payload: text(1100) });
  expect(response.statusCode).toBe(413);
  expect(response.json().errors[0].message).toBe('Die gesendeten Daten sind zu groß. Erlaubt sind höchstens 1 MB.');
});

test('a route may word its 413 itself (the upload names the file size rule)', async () => {
  const response = await service.app.inject({ method: 'POST', url: '/api/file', payload: text(200) });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ errors: [{ message: 'Die Datei ist zu groß.' }] });
});

test('a chunked body without content-length is cut off at the limit, before the client has finished', async () => {
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/small', headers: { 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write('{"text":"');
    // 80 KiB in 8 KiB chunks, and the request is never ended: only a server that stops
    // reading at the limit can answer.
    for (let i = 0; i < 10; i++) req.write('x'.repeat(8 * 1024));
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no answer while the body was still open')), 5000).unref(),
  );
  const { status, body } = await Promise.race([answer, timeout]);
  expect(status).toBe(413);
  expect(JSON.parse(body)).toEqual({ errors: [{ message: 'Die gesendeten Daten sind zu groß. Erlaubt sind höchstens 64 KB.' }] });
});

test('a value PostgreSQL refuses (number out of range) is a 400, not a 500', async () => {
  const response = await service.app.inject({ method: 'POST', url: '/api/count', payload: { count: 1e12 } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ errors: [{ message: 'Dieser Wert ist ungültig.' }] });
});

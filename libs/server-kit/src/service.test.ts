import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { defineEvent } from '@asp/contracts';
import { z } from 'zod';
import { requireStaff } from './auth/staff-auth';
import { sql } from './db/database';
import { writeEvent } from './events/outbox';
import { buildService, type RunningService, type ServiceDefinition } from './service';
import { readInfra, signStaffToken, testServiceEnv, waitFor } from './testing';

const tag = randomBytes(4).toString('hex');
const stream = { name: `SMOKE_${tag}`, subjects: [`smoke${tag}.>`] };
const thingCreated = defineEvent(`smoke${tag}.thing.created`, 1, z.object({ id: z.number().int(), name: z.string() }));
let service: RunningService;

const definition: ServiceDefinition = {
  name: 'smoke-test',
  defaultPort: 0,
  stream,
  migrations: {
    '1000_things': { up: (db) => sql`create table things (id serial primary key, name text not null)`.execute(db).then(() => undefined) },
  },
  async routes(app, ctx) {
    app.post(
      '/api/things',
      { schema: { body: z.object({ name: z.string().min(1), count: z.number().int().optional() }) } },
      async (request, reply) => {
        const thing = await ctx.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('things')
            .values({ name: request.body.name })
            .returning(['id', 'name'])
            .executeTakeFirstOrThrow();
          await writeEvent(trx, thingCreated, row);
          return row;
        });
        return reply.code(201).send({ data: thing });
      },
    );
    app.get('/api/me', { preHandler: requireStaff }, async (request) => ({ data: { username: request.staff!.username } }));
    app.post('/api/me/ping', { preHandler: requireStaff }, async () => ({ data: 'pong' }));
  },
};

beforeAll(async () => {
  service = await buildService(definition, await testServiceEnv());
});

afterAll(async () => {
  await service?.close();
});

test('an invalid body answers 400 with German messages per field', async () => {
  const response = await service.app.inject({ method: 'POST', url: '/api/things', payload: { count: 'viele' } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    errors: expect.arrayContaining([
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'name' },
      { message: 'Dieser Wert sollte eine gültige Zahl sein.', field: 'count' },
    ]),
  });
});

test('a valid write answers 201 and its event reaches the service stream', async () => {
  const response = await service.app.inject({ method: 'POST', url: '/api/things', payload: { name: 'Schinken' } });
  expect(response.statusCode).toBe(201);
  const { data } = response.json() as { data: { id: number; name: string } };
  expect(data.name).toBe('Schinken');

  const nats = await connect({ servers: readInfra().natsUrl });
  try {
    const jsm = await jetstreamManager(nats);
    await waitFor(async () => (await jsm.streams.info(stream.name)).state.messages === 1, 10_000);
    const stored = await jsm.streams.getMessage(stream.name, { seq: 1 });
    expect(stored?.json()).toMatchObject({ subject: `smoke${tag}.thing.created`, version: 1, payload: data });
  } finally {
    await nats.close();
  }
});

test('/health and /ready answer, and x-request-id is echoed or generated', async () => {
  const health = await service.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'req-123' } });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ data: { status: 'ok', service: 'smoke-test' } });
  expect(health.headers['x-request-id']).toBe('req-123');

  const ready = await service.app.inject({ method: 'GET', url: '/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ data: { ready: true, checks: { database: true, nats: true, redis: true } } });
  expect(ready.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('unknown routes answer 404 in German', async () => {
  const response = await service.app.inject({ method: 'GET', url: '/api/nothing' });
  expect(response.statusCode).toBe(404);
  expect(response.json().errors[0].message).toBe('Diese Adresse gibt es nicht.');
});

test('signStaffToken produces a session the service accepts, with CSRF on writes', async () => {
  const staff = signStaffToken({ username: 'theke', roles: ['ROLE_EMPLOYEE'], branches: [2] });
  const me = await service.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: staff.cookie } });
  expect(me.statusCode).toBe(200);
  expect(me.json()).toEqual({ data: { username: 'theke' } });

  expect((await service.app.inject({ method: 'POST', url: '/api/me/ping', headers: { cookie: staff.cookie } })).statusCode).toBe(403);
  expect((await service.app.inject({ method: 'POST', url: '/api/me/ping', headers: staff.headers })).statusCode).toBe(200);
  expect((await service.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
});

import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { headers as natsHeaders, connect, type NatsConnection } from '@nats-io/transport-node';
import {
  CATALOG_STREAM,
  IDENTITY_STREAM,
  branchInputSchema,
  catalogEvents,
  identityEvents,
  type AuditLogEntry,
  type EventDefinition,
} from '@asp/contracts';
import { buildService, ensureStream, type RunningService } from '@asp/server-kit';
import { signStaffToken, startNatsServer, testServiceEnv, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { createAnalyticsService } from '../src/analytics-service';

let nats: TestNatsServer;
let client: NatsConnection;
let service: RunningService;

beforeAll(async () => {
  // Its own NATS: the durable consumers and the streams are not shared with other files.
  nats = await startNatsServer();
  client = await connect({ servers: nats.url });
  const jsm = await jetstreamManager(client);
  await ensureStream(jsm, CATALOG_STREAM);
  await ensureStream(jsm, IDENTITY_STREAM);
  service = await buildService(createAnalyticsService(), await testServiceEnv({ natsUrl: nats.url }));
});
afterAll(async () => {
  await service.close();
  await client.close();
  await nats.stop();
});

const admin = signStaffToken().headers;
const anna = { id: 1, username: 'admin' };
const klara = { id: 4, username: 'konstanz' };

/** Publishes an event as a service's outbox relay does: the catalogue entry checks the payload first. */
async function publish<E extends EventDefinition>(entry: E, payload: unknown, occurredAt = new Date().toISOString()): Promise<string> {
  const id = randomUUID();
  const h = natsHeaders();
  h.set('Nats-Msg-Id', id);
  const envelope = { id, subject: entry.subject, version: entry.version, occurredAt, payload: entry.payload.parse(payload) };
  await jetstream(client).publish(entry.subject, JSON.stringify(envelope), { headers: h });
  return id;
}

const branch = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  ...branchInputSchema.parse({ identifier: 'radolfzell', name: 'Radolfzell', city: 'Radolfzell', phone: '+49 7732 1', ...fields }),
});

const logs = async (query = '', headers = admin) => {
  const response = await service.app.inject({ method: 'GET', url: `/api/logs${query}`, headers });
  return { response, rows: response.statusCode === 200 ? (response.json().data as AuditLogEntry[]) : [] };
};
const waitForCount = (count: number) => waitFor(async () => (await logs('?limit=100')).rows.length >= count, 15_000);

describe('from events to log entries', () => {
  test('a branch update produces a log entry with who, when, which record, what changed', async () => {
    await publish(catalogEvents.branch.created, { id: 7, data: branch(), actor: anna }, '2026-11-20T09:00:00.000Z');
    const updateId = await publish(
      catalogEvents.branch.updated,
      { id: 7, data: branch({ name: 'Radolfzell am See', phone: '+49 7732 2' }), actor: klara },
      '2026-11-21T10:30:00.000Z',
    );
    await waitForCount(2);
    const [updated, created] = (await logs('?resource=catalog.branch')).rows;
    expect(updated).toEqual({
      id: expect.any(Number),
      occurredAt: '2026-11-21T10:30:00.000Z',
      resource: 'catalog.branch',
      resourceId: 7,
      action: 'updated',
      actor: klara,
      label: 'Radolfzell am See',
      changedFields: ['name', 'phone'],
      reason: null,
      summary: 'Filiale „Radolfzell am See“ geändert',
      eventId: updateId,
      subject: 'catalog.branch.updated',
    });
    expect(created).toMatchObject({ action: 'created', actor: anna, changedFields: [], summary: 'Filiale „Radolfzell“ angelegt' });

    const detail = await service.app.inject({ method: 'GET', url: `/api/logs/${updated.id}`, headers: admin });
    expect(detail.json()).toEqual({ data: updated });
  });

  test('a delete keeps the last known name; a change without a signed-in user is by nobody (System)', async () => {
    await publish(catalogEvents.tag.created, { id: 3, data: { id: 3, name: 'Grillsaison' } }, '2026-11-22T08:00:00.000Z');
    await publish(catalogEvents.tag.deleted, { id: 3, actor: anna }, '2026-11-22T08:05:00.000Z');
    await waitFor(async () => (await logs('?resource=catalog.tag')).rows.length === 2, 15_000);
    const [deleted, created] = (await logs('?resource=catalog.tag')).rows;
    expect(deleted).toMatchObject({ action: 'deleted', label: 'Grillsaison', actor: anna, summary: 'Tag „Grillsaison“ gelöscht' });
    expect(created).toMatchObject({ action: 'created', actor: null });
  });

  test('sign-ins are listed; events the log does not audit (the shop configuration) are passed by', async () => {
    await publish(identityEvents.login.succeeded, { id: klara.id, actor: klara }, '2026-11-23T07:00:00.000Z');
    await publish(catalogEvents.config.updated, { data: catalogEvents.config.updated.payload.shape.data.parse({}) });
    await waitFor(async () => (await logs('?action=signed-in')).rows.length === 1, 15_000);
    expect((await logs('?action=signed-in')).rows[0]).toMatchObject({
      resource: 'identity.login',
      resourceId: 4,
      actor: klara,
      summary: 'konstanz hat sich angemeldet',
    });
    expect((await logs('?resource=catalog.config')).rows).toEqual([]);
  });
});

describe('GET /api/logs: filters and paging in SQL', () => {
  beforeAll(() => waitForCount(5));

  test('by user (any case), action, from/to (a date means the whole day, Berlin time)', async () => {
    expect((await logs('?user=KONSTANZ')).rows.map((row) => row.action)).toEqual(['signed-in', 'updated']);
    expect((await logs('?action=created&resource=catalog.branch')).rows).toHaveLength(1);
    expect((await logs('?from=2026-11-21&to=2026-11-21')).rows.map((row) => row.subject)).toEqual(['catalog.branch.updated']);
    expect((await logs('?from=2026-11-22T08:01:00Z')).rows.map((row) => row.subject)).toEqual([
      'identity.login.succeeded',
      'catalog.tag.deleted',
    ]);
    expect((await logs('?q=radolfzell&sort=occurredAt')).rows.map((row) => row.action)).toEqual(['created', 'updated']);
  });

  test('pages with x-total-count, newest first', async () => {
    const { response, rows } = await logs('?limit=2&offset=1');
    expect(response.headers['x-total-count']).toBe('5');
    expect(rows.map((row) => row.subject)).toEqual(['catalog.tag.deleted', 'catalog.tag.created']);
  });

  test('a bad filter is a German 400 on its field; an unknown id the German 404', async () => {
    const bad = await logs('?action=gestohlen');
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json().errors[0]).toEqual({ field: 'action', message: 'Sie haben einen ungültigen Wert ausgewählt.' });
    const missing = await service.app.inject({ method: 'GET', url: '/api/logs/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('Der angeforderte Eintrag wurde nicht gefunden.');
  });

  test('only admins read the logs: employee 403, anonymous 401', async () => {
    const employee = signStaffToken({ sub: '5', username: 'verkauf', roles: ['ROLE_EMPLOYEE'], branches: [1] }).headers;
    expect((await logs('', employee)).response.statusCode).toBe(403);
    expect((await service.app.inject({ method: 'GET', url: '/api/logs/1', headers: employee })).statusCode).toBe(403);
    expect((await logs('', {})).response.statusCode).toBe(401);
  });
});

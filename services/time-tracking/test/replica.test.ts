import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { CATALOG_STREAM, IDENTITY_STREAM, branchInputSchema, catalogEvents, identityEvents, type EventDefinition } from '@asp/contracts';
import { ensureStream } from '@asp/server-kit';
import { startNatsServer, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { createToken, startTimeTracking, type Harness } from './helpers';

// Its own NATS: the durable consumers and the streams are not shared with other files.
let nats: TestNatsServer;
let client: NatsConnection;
let h: Harness;
beforeAll(async () => {
  nats = await startNatsServer();
  client = await connect({ servers: nats.url });
  const jsm = await jetstreamManager(client);
  await ensureStream(jsm, CATALOG_STREAM);
  await ensureStream(jsm, IDENTITY_STREAM);
  h = await startTimeTracking({ natsUrl: nats.url });
});
afterAll(async () => {
  await h.close();
  await client.close();
  await nats.stop();
});

/** Publishes an event as the producing service's outbox relay does. */
async function publish(entry: EventDefinition, payload: unknown): Promise<void> {
  const id = randomUUID();
  const h = natsHeaders();
  h.set('Nats-Msg-Id', id);
  const envelope = {
    id,
    subject: entry.subject,
    version: entry.version,
    occurredAt: new Date().toISOString(),
    payload: entry.payload.parse(payload),
  };
  await jetstream(client).publish(entry.subject, JSON.stringify(envelope), { headers: h });
}

const user = (fields: Record<string, unknown> = {}) => ({
  id: 4,
  username: 'konstanz',
  email: null,
  firstName: 'Klara',
  lastName: 'Kessler',
  roles: ['ROLE_EMPLOYEE'],
  branches: [1],
  isEnabled: true,
  isLocked: false,
  showCustomerData: true,
  expiresAt: null,
  credentialsExpireAt: null,
  ...fields,
});

test("users and branches come from identity's and the catalog's events; the terminal follows their changes", async () => {
  await publish(catalogEvents.branch.created, {
    id: 1,
    data: { id: 1, ...branchInputSchema.parse({ identifier: 'konstanz', name: 'Konstanz', city: 'Konstanz', phone: '+49 7531 1' }) },
  });
  await publish(identityEvents.user.created, { id: 4, data: user() });
  await waitFor(async () => (await h.db.selectFrom('replica_branches').select('id').executeTakeFirst()) !== undefined);
  const { token } = await createToken(h);
  const me = () => h.call({ method: 'GET', url: `/api/time-tracking/${token}/konstanz/me` });
  await waitFor(async () => (await me()).statusCode === 200);
  expect((await me()).json().data).toMatchObject({ user: { firstName: 'Klara' }, branch: { id: 1, name: 'Konstanz' } });

  await publish(identityEvents.user.updated, {
    id: 4,
    data: user({ lastName: 'Kessler-Braun', branches: [2] }),
    actor: { id: 1, username: 'admin' },
  });
  await waitFor(async () => (await me()).statusCode === 404);
  await publish(identityEvents.user.updated, { id: 4, data: user({ lastName: 'Kessler-Braun' }) });
  await waitFor(async () => (await me()).statusCode === 200);
  expect((await me()).json().data.user.lastName).toBe('Kessler-Braun');
  await publish(identityEvents.user.deleted, { id: 4 });
  await waitFor(async () => (await me()).statusCode === 404);
});

test("a branch's state decides which public holidays its schedules have off", async () => {
  const branch = (holidayState: string) => ({
    id: 2,
    data: { id: 2, ...branchInputSchema.parse({ identifier: 'koeln', name: 'Köln', city: 'Köln', phone: '+49 221 1', holidayState }) },
  });
  await publish(catalogEvents.branch.created, branch('NW'));
  await publish(identityEvents.user.created, { id: 2, data: user({ id: 2, username: 'verkauf', branches: [2] }) });
  const stateOf = async () =>
    (await h.db.selectFrom('replica_branches').select('holiday_state').where('id', '=', 2).executeTakeFirst())?.holiday_state;
  await waitFor(async () => (await stateOf()) === 'NW');
  await waitFor(async () => (await h.db.selectFrom('replica_users').select('id').where('id', '=', 2).executeTakeFirst()) !== undefined);
  h.clock.now = new Date('2027-02-01T08:00:00Z');
  const created = await h.call({
    method: 'POST',
    url: '/api/working-schedules',
    headers: h.admin,
    payload: {
      user: 2,
      branch: 2,
      validFrom: '2027-01-01',
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
    },
  });
  expect(created.statusCode).toBe(201);
  const january = async () =>
    (await h.call({ method: 'GET', url: '/api/time-sheets/balances?user=2&from=2027-01&to=2027-01', headers: h.admin })).json().data[0]
      .months[0].plannedMinutes;
  // January 2027 has 21 weekdays; Neujahr is off everywhere, Heilige Drei Könige (Wed 06.01.) not in Nordrhein-Westfalen.
  expect(await january()).toBe(20 * 480);
  const week = await h.call({ method: 'GET', url: '/api/working-schedules/week?week=2027-01-04&branch=2', headers: h.admin });
  expect(week.json().data.holidays).toEqual([]);

  await publish(catalogEvents.branch.updated, branch('BW'));
  await waitFor(async () => (await stateOf()) === 'BW');
  expect(await january()).toBe(19 * 480);
  const bwWeek = await h.call({ method: 'GET', url: '/api/working-schedules/week?week=2027-01-04&branch=2', headers: h.admin });
  expect(bwWeek.json().data.holidays).toEqual([{ date: '2027-01-06', name: 'Heilige Drei Könige' }]);
});

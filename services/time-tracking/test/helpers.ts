import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { ensureStream, type ServiceEnv } from '@asp/server-kit';
import { signStaffToken, startNatsServer, startTestService, type ServiceHarness } from '@asp/server-kit/testing';
import { CATALOG_STREAM, IDENTITY_STREAM, ROLE_EMPLOYEE } from '@asp/contracts';
import { readTimeTrackingOptions, type TimeTrackingOptions } from '../src/config';
import { storeBranch, storeUser } from '../src/replica/consumers';
import { createTimeTrackingService } from '../src/time-tracking-service';
import type { TimeTrackingDb } from '../src/tables';

export { errorsOf } from '@asp/server-kit/testing';

/** A settable clock: tests move time forward between punches. */
export interface TestClock {
  now: Date;
  advance(minutes: number): Date;
}

export interface Harness extends ServiceHarness {
  clock: TestClock;
  db: TimeTrackingDb;
  /** ROLE_EMPLOYEE Klara (user 4, branch 1), as her own session. */
  klara: Record<string, string>;
}

/** Wednesday 25 November 2026, 09:00 in Berlin. */
export const WEDNESDAY_9AM = new Date('2026-11-25T08:00:00Z');

export async function startTimeTracking(env: Partial<ServiceEnv> = {}, overrides: Partial<TimeTrackingOptions> = {}): Promise<Harness> {
  const clock: TestClock = {
    now: WEDNESDAY_9AM,
    advance(minutes) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
      return clock.now;
    },
  };
  // Its own NATS (unless the test brings one): the replica consumers would otherwise store the
  // users and branches other test files (identity's, catalog's) announce on the shared server
  // over the seeded ones.
  const nats = env.natsUrl ? null : await startNatsServer();
  if (nats) {
    const client = await connect({ servers: nats.url });
    const jsm = await jetstreamManager(client);
    await ensureStream(jsm, IDENTITY_STREAM);
    await ensureStream(jsm, CATALOG_STREAM);
    await client.close();
  }
  const harness = await startTestService(
    createTimeTrackingService({ ...readTimeTrackingOptions({}), now: () => clock.now, ...overrides }),
    nats ? { natsUrl: nats.url, ...env } : env,
  );
  const db = harness.service.ctx.db as TimeTrackingDb;
  return {
    ...harness,
    close: async () => {
      await harness.close();
      await nats?.stop();
    },
    clock,
    db,
    klara: signStaffToken({ sub: '4', username: 'konstanz', roles: [ROLE_EMPLOYEE], branches: [1] }).headers,
  };
}

/** The users and branches identity and the catalog would have announced (the replica consumers' own store functions). */
export async function seedReplica(db: TimeTrackingDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await storeBranch(trx, { id: 1, name: 'Konstanz', holidayState: 'BW' });
    await storeBranch(trx, { id: 2, name: 'Bodman', holidayState: 'BW' });
    await storeUser(trx, { id: 2, username: 'verkauf', firstName: 'Volker', lastName: 'Verkauf', branches: [1, 2], isEnabled: true });
    await storeUser(trx, { id: 3, username: 'bodman', firstName: 'Berta', lastName: 'Bodman', branches: [2], isEnabled: true });
    await storeUser(trx, { id: 4, username: 'konstanz', firstName: 'Klara', lastName: 'Kessler', branches: [1], isEnabled: true });
    await storeUser(trx, { id: 8, username: 'aushilfe', firstName: 'Paul', lastName: 'Pfeiffer', branches: [1], isEnabled: false });
  });
}

/** A terminal token for a branch, made through the admin route; returns the plain token and its id. */
export async function createToken(h: Harness, branch = 1, name = 'Terminal Eingang'): Promise<{ token: string; id: number }> {
  const response = await h.call({ method: 'POST', url: '/api/time-tracking/terminal-tokens', headers: h.admin, payload: { branch, name } });
  if (response.statusCode !== 201) throw new Error(`token: ${response.statusCode} ${response.body}`);
  const { token, id } = response.json().data;
  return { token, id };
}

export const activityBody = (overrides: Record<string, unknown> = {}) => ({
  user: 4,
  branch: 1,
  kind: 'work',
  start: '2026-11-24T06:00:00.000Z',
  end: '2026-11-24T14:30:00.000Z',
  pauses: [{ start: '2026-11-24T10:00:00.000Z', end: '2026-11-24T10:30:00.000Z' }],
  ...overrides,
});

export const scheduleBody = (overrides: Record<string, unknown> = {}) => ({
  user: 4,
  branch: 1,
  validFrom: '2026-11-01',
  weekly: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '07:00', end: '15:30' })),
  ...overrides,
});

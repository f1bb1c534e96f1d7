import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { headers as natsHeaders, connect, type NatsConnection } from '@nats-io/transport-node';
import {
  SIGNAGE_STREAM,
  TIME_TRACKING_STREAM,
  sceneInputSchema,
  signageDeviceInputSchema,
  signageEvents,
  timeTrackingEvents,
  workingActivityInputSchema,
  type AuditLogEntry,
  type EventDefinition,
} from '@asp/contracts';
import { buildService, ensureStream, type RunningService } from '@asp/server-kit';
import { signStaffToken, startNatsServer, testServiceEnv, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { createAnalyticsService } from '../src/analytics-service';

// The audit log's newer streams: signage (issue 16) and time tracking (issue 15).
let nats: TestNatsServer;
let client: NatsConnection;
let service: RunningService;

beforeAll(async () => {
  nats = await startNatsServer();
  client = await connect({ servers: nats.url });
  const jsm = await jetstreamManager(client);
  await ensureStream(jsm, SIGNAGE_STREAM);
  await ensureStream(jsm, TIME_TRACKING_STREAM);
  service = await buildService(createAnalyticsService(), await testServiceEnv({ natsUrl: nats.url }));
});
afterAll(async () => {
  await service.close();
  await client.close();
  await nats.stop();
});

const admin = signStaffToken().headers;
const anna = { id: 1, username: 'admin' };

/** Publishes an event as a service's outbox relay does: the catalogue entry checks the payload first. */
async function publish<E extends EventDefinition>(entry: E, payload: unknown, occurredAt = new Date().toISOString()): Promise<string> {
  const id = randomUUID();
  const h = natsHeaders();
  h.set('Nats-Msg-Id', id);
  const envelope = { id, subject: entry.subject, version: entry.version, occurredAt, payload: entry.payload.parse(payload) };
  await jetstream(client).publish(entry.subject, JSON.stringify(envelope), { headers: h });
  return id;
}

const logs = async (query: string) => {
  const response = await service.app.inject({ method: 'GET', url: `/api/logs${query}`, headers: admin });
  return response.json().data as AuditLogEntry[];
};

describe('signage changes are logged', () => {
  test('a scene created and renamed, a TV deleted; command changes are no staff record change', async () => {
    const scene = (name: string) => ({ id: 5, ...sceneInputSchema.parse({ path: 'angebote/grill', name }) });
    await publish(signageEvents.scene.created, { id: 5, data: scene('Grillangebote'), actor: anna }, '2026-11-24T08:00:00.000Z');
    await publish(signageEvents.scene.updated, { id: 5, data: scene('Grillwoche'), actor: anna }, '2026-11-24T08:10:00.000Z');
    const tv = { id: 9, ...signageDeviceInputSchema.parse({ identifier: 'tv-theke', name: 'TV Theke', branch: 1 }) };
    await publish(signageEvents.device.created, { id: 9, data: tv, actor: anna }, '2026-11-24T08:20:00.000Z');
    await publish(signageEvents.device.deleted, { id: 9, actor: anna }, '2026-11-24T08:30:00.000Z');
    await publish(signageEvents.deviceKey.changed, { device: 9 });
    await waitFor(async () => (await logs('?resource=signage.device')).length === 2, 15_000);
    await waitFor(async () => (await logs('?resource=signage.scene')).length === 2, 15_000);

    const [renamed, created] = await logs('?resource=signage.scene');
    expect(renamed).toMatchObject({
      action: 'updated',
      actor: anna,
      label: 'Grillwoche',
      changedFields: ['name'],
      reason: null,
      summary: 'Szene „Grillwoche“ geändert',
      subject: 'signage.scene.updated',
    });
    expect(created).toMatchObject({ action: 'created', summary: 'Szene „Grillangebote“ angelegt' });
    expect((await logs('?resource=signage.device'))[0]).toMatchObject({ action: 'deleted', summary: 'TV „TV Theke“ gelöscht' });
    expect(await logs('?resource=signage.device-key')).toEqual([]);
  });
});

describe('time-tracking changes are logged with the actor and the change reason', () => {
  test('an admin corrects an activity of a closed month: who, which fields, why', async () => {
    const activity = (fields: Record<string, unknown>) => ({
      id: 12,
      ...workingActivityInputSchema.parse({
        user: 4,
        branch: 1,
        start: '2026-10-05T06:00:00.000Z',
        end: '2026-10-05T14:00:00.000Z',
        ...fields,
      }),
    });
    await publish(timeTrackingEvents.workingActivity.created, { id: 12, data: activity({}), actor: anna }, '2026-10-05T15:00:00.000Z');
    await publish(
      timeTrackingEvents.workingActivity.updated,
      { id: 12, data: activity({ end: '2026-10-05T15:00:00.000Z', changeReason: '  Stempeln vergessen  ' }), actor: anna },
      '2026-11-24T09:00:00.000Z',
    );
    // A punch carries no actor: the terminal's, not a staff change in the back office.
    await publish(timeTrackingEvents.workingActivity.ended, {
      id: 12,
      user: 4,
      branch: 1,
      at: '2026-11-24T09:05:00.000Z',
      isLate: false,
      terminal: 2,
      data: activity({}),
    });
    await waitFor(async () => (await logs('?resource=time-tracking.working-activity')).length === 2, 15_000);
    const [corrected, created] = await logs('?resource=time-tracking.working-activity');
    expect(corrected).toMatchObject({
      resourceId: 12,
      action: 'updated',
      actor: anna,
      changedFields: ['changeReason', 'end'],
      reason: 'Stempeln vergessen',
      summary: 'Aktivität #12 geändert',
    });
    expect(created).toMatchObject({ action: 'created', actor: anna, reason: null });

    const detail = await service.app.inject({ method: 'GET', url: `/api/logs/${corrected.id}`, headers: admin });
    expect(detail.json().data.reason).toBe('Stempeln vergessen');
  });
});

import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { CATALOG_STREAM, ORDERS_STREAM, TIME_TRACKING_STREAM, type EventDefinition } from '@asp/contracts';
import { buildService, ensureStream, ROLE_EMPLOYEE, type RunningService } from '@asp/server-kit';
import { signStaffToken, startNatsServer, testServiceEnv, type TestNatsServer } from '@asp/server-kit/testing';
import { createAnalyticsService } from '../src/analytics-service';

export interface StatisticsHarness {
  service: RunningService;
  /** The service's BullMQ key prefix. */
  queuePrefix: string;
  publish(event: EventDefinition, payload: unknown): Promise<void>;
  get(path: string, headers?: Record<string, string>): Promise<{ statusCode: number; body: { data?: unknown; errors?: unknown } }>;
  close(): Promise<void>;
}

export const admin = signStaffToken().headers;
/** An employee (user 2) who is not an admin. */
export const employee = signStaffToken({ sub: '2', username: 'verkauf', roles: [ROLE_EMPLOYEE], branches: [1] }).headers;

/** The analytics service on its own NATS (the consumers read ORDERS, TIME_TRACKING and CATALOG from their beginning). */
export async function startStatistics(): Promise<StatisticsHarness> {
  const nats: TestNatsServer = await startNatsServer();
  const client: NatsConnection = await connect({ servers: nats.url });
  const manager = await jetstreamManager(client);
  await ensureStream(manager, ORDERS_STREAM);
  await ensureStream(manager, TIME_TRACKING_STREAM);
  await ensureStream(manager, CATALOG_STREAM);
  const queuePrefix = `stats-${randomUUID()}`;
  const service = await buildService(
    createAnalyticsService({ idSalt: 'test-salt', queuePrefix }),
    await testServiceEnv({ natsUrl: nats.url }),
  );
  return {
    service,
    queuePrefix,
    /** Publishes an event envelope as the outbox relay does (Nats-Msg-Id = event id). */
    async publish(event, payload) {
      const id = randomUUID();
      const h = natsHeaders();
      h.set('Nats-Msg-Id', id);
      const envelope = { id, subject: event.subject, version: event.version, occurredAt: new Date().toISOString(), payload };
      await jetstream(client).publish(event.subject, JSON.stringify(envelope), { headers: h });
    },
    async get(path, headers = admin) {
      const response = await service.app.inject({ method: 'GET', url: path, headers });
      return { statusCode: response.statusCode, body: response.json() };
    },
    async close() {
      await service.close();
      await client.close();
      await nats.stop();
    },
  };
}

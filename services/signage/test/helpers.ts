import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CATALOG_STREAM } from '@asp/contracts';
import { buildService, ensureStream, type RunningService } from '@asp/server-kit';
import { signStaffToken, startNatsServer, testServiceEnv, type TestNatsServer } from '@asp/server-kit/testing';
import { ROLE_EMPLOYEE } from '@asp/server-kit';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { readSignageOptions, type SignageOptions } from '../src/config';
import { createSignageService } from '../src/signage-service';

export { errorsOf } from '@asp/server-kit/testing';

export interface Harness {
  service: RunningService;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  admin: Record<string, string>;
  /** An employee of branch 1. */
  employee: Record<string, string>;
  clock: { now: Date };
  nats: TestNatsServer;
  /** A client of this test's NATS, to publish catalogue events as the catalog would. */
  client: NatsConnection;
  /** http://127.0.0.1:port of the listening service (SSE needs a real socket). */
  base: string;
  publishCatalogEvent(subject: string, payload: unknown): Promise<void>;
  outboxSubjects(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * One signage service per test file with its own NATS server (the CATALOG stream and the
 * durable replica consumer are not shared with other test files), listening on a free
 * port; the clock is the test's (a Wednesday, 10:00 in Berlin).
 */
export async function startSignage(overrides: Partial<SignageOptions> = {}, env: { seedDemoData?: boolean } = {}): Promise<Harness> {
  const nats = await startNatsServer();
  const clock = { now: new Date('2026-11-25T09:00:00Z') };
  const options: SignageOptions = { ...readSignageOptions({}), heartbeatMs: 15_000, now: () => clock.now, ...overrides };
  const client = await connect({ servers: nats.url });
  await ensureStream(await jetstreamManager(client), CATALOG_STREAM);
  const service = await buildService(createSignageService(options), await testServiceEnv({ natsUrl: nats.url, ...env }));
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  return {
    service,
    call: (request) => service.app.inject(request),
    admin: signStaffToken().headers,
    employee: signStaffToken({ sub: '2', username: 'verkauf', roles: [ROLE_EMPLOYEE], branches: [1] }).headers,
    clock,
    nats,
    client,
    base,
    async publishCatalogEvent(subject, payload) {
      const id = randomUUID();
      const envelope = { id, subject, version: 1, occurredAt: new Date().toISOString(), payload };
      await jetstream(client).publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id });
    },
    async outboxSubjects() {
      const rows = await service.ctx.db.selectFrom('outbox').select('subject').orderBy('seq').execute();
      return rows.map((row) => String(row.subject));
    },
    async close() {
      await service.close();
      await client.close();
      await nats.stop();
    },
  };
}

/** A catalogue product as `catalog.product.*` carries it (defaults of the contract filled by the consumer's parse). */
export function catalogProduct(id: number, overrides: Record<string, unknown> = {}) {
  return { id, name: `Produkt ${id}`, price: 2.5, unit: 'piece', content: { categories: [] }, ...overrides };
}

/** Reads an SSE stream and collects its frames as `{ event, data }`. */
export function readSse(body: ReadableStream<Uint8Array>) {
  const frames: Array<{ event: string; data: unknown; at: number }> = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  let ended = false;
  const done = (async () => {
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (finished) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = frame.split('\n').find((line) => line.startsWith('event: '));
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (event && data) frames.push({ event: event.slice(7), data: JSON.parse(data.slice(6)), at: Date.now() });
      }
    }
  })();
  return {
    frames,
    of: (event: string) => frames.filter((frame) => frame.event === event),
    ended: () => ended,
    cancel: () => reader.cancel().catch(() => undefined),
    done,
  };
}

export const waitUntil = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

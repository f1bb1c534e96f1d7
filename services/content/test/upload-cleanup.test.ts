import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ORDERS_STREAM, contentEvents, contentQueues, orderEvents, uploadUrl, type Upload } from '@asp/contracts';
import { createQueue, ensureStream, sql } from '@asp/server-kit';
import { startNatsServer, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { readContentOptions } from '../src/config';
import { FileStorage } from '../src/file-storage';
import { processPruneOrphanUploads } from '../src/maintenance-job';
import { dataUrl, makePng, startContent, type Harness } from './helpers';

let nats: TestNatsServer;
let nc: NatsConnection;
let h: Harness;
beforeAll(async () => {
  // A NATS server of its own: the durable consumer of the ORDERS stream is not shared with other test files.
  nats = await startNatsServer();
  nc = await connect({ servers: nats.url });
  await ensureStream(await jetstreamManager(nc), ORDERS_STREAM);
  // The scheduler fires every 300 ms here instead of hourly.
  h = await startContent(
    { natsUrl: nats.url },
    { maintenance: { repeat: { every: 300 }, orphanMaxAgeHours: 24, aiSuggestionMaxAgeDays: 7 } },
  );
});
afterAll(async () => {
  await h?.close();
  await nc?.drain();
  await nats?.stop();
});

async function upload(name: string): Promise<Upload> {
  const response = await h.upload(dataUrl('image/png', makePng()), name);
  expect(response.statusCode).toBe(201);
  return response.json().data as Upload;
}

const fileOf = (upload: Upload) =>
  path.join(h.service.ctx.env.dataDir, 'uploads', upload.publicHash, `${upload.id}-${upload.version}.${upload.extension}`);
const ageHours = (upload: Upload, hours: number) =>
  sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where id = ${upload.id}`.execute(h.service.ctx.db);
const exists = async (upload: Upload) => (await h.call({ method: 'GET', url: uploadUrl(upload) })).statusCode === 200;

/** Publishes like the orders service's outbox relay: the envelope as JSON, Nats-Msg-Id = event id. */
async function placeOrder(orderId: number, files: Array<Partial<Upload>>): Promise<void> {
  const id = randomUUID();
  const payload = {
    id: orderId,
    data: {
      id: orderId,
      items: [
        {
          product: { id: 1, name: 'Torte mit Foto', unit: 'piece' },
          amount: 1,
          unit: 'piece',
          parts: [{ value: 'Alles Gute' }, { files }],
        },
        { product: { id: 2, name: 'Leberkäse', unit: 'piece' }, amount: 2, unit: 'piece', parts: [] },
      ],
    },
  };
  const envelope = { id, subject: orderEvents.placed.subject, version: 1, occurredAt: new Date().toISOString(), payload };
  await jetstream(nc).publish(orderEvents.placed.subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id });
}

const referencedIds = async () =>
  (await h.service.ctx.db.selectFrom('upload_references').select('upload_id').execute()).map((row) => Number(row.upload_id));

describe('uploads no order references', () => {
  it('are looked for by one repeatable job (by default hourly, removing them after 24 hours)', async () => {
    expect(readContentOptions({}).maintenance).toEqual({
      repeat: { pattern: '15 * * * *' },
      orphanMaxAgeHours: 24,
      aiSuggestionMaxAgeDays: 7,
    });
    expect(readContentOptions({ UPLOAD_ORPHAN_MAX_AGE_HOURS: '3' }).maintenance.orphanMaxAgeHours).toBe(24);
    expect(readContentOptions({ UPLOAD_ORPHAN_MAX_AGE_HOURS: '48' }).maintenance.orphanMaxAgeHours).toBe(48);
    const queue = createQueue(contentQueues.maintenance, h.service.ctx.redis!, { prefix: h.options.queuePrefix });
    try {
      const schedulers = await queue.bull.getJobSchedulers();
      expect(schedulers).toHaveLength(2);
      const byKey = new Map(schedulers.map((scheduler) => [scheduler.key, scheduler]));
      expect(byKey.get('prune-orphan-uploads' satisfies keyof typeof contentQueues.maintenance.jobs)).toMatchObject({
        every: 300,
        template: { data: { maxAgeHours: 24 } },
      });
      expect(byKey.get('prune-ai-suggestions' satisfies keyof typeof contentQueues.maintenance.jobs)).toMatchObject({
        every: 300,
        template: { data: { maxAgeDays: 7 } },
      });
    } finally {
      await queue.close();
    }
  });

  it('removes an orphan older than 24 hours, keeps a referenced one and a fresh orphan', async () => {
    const orphan = await upload('vergessen.png');
    const ordered = await upload('torte.png');
    const fresh = await upload('gerade-eben.png');
    // The orders service tells which files an order uses; the upload entry carries id and hash.
    await placeOrder(501, [ordered]);
    await waitFor(async () => (await referencedIds()).includes(ordered.id), 15_000);
    expect(await referencedIds()).not.toContain(orphan.id);

    await ageHours(orphan, 25);
    await ageHours(ordered, 30);
    await ageHours(fresh, 23);
    // Nobody calls the job here: the service's own scheduler and worker do it.
    await waitFor(async () => !existsSync(fileOf(orphan)), 15_000);

    expect(await exists(orphan)).toBe(false);
    expect(existsSync(path.dirname(fileOf(orphan)))).toBe(false);
    expect(await h.service.ctx.db.selectFrom('uploads').select('id').where('id', '=', orphan.id).execute()).toEqual([]);
    expect(await exists(ordered)).toBe(true);
    expect(existsSync(fileOf(ordered))).toBe(true);
    expect(await exists(fresh)).toBe(true);
    // Others learn about the removal like about an admin's deletion.
    const deleted = (await h.events()).filter((event) => event.subject === contentEvents.upload.deleted.subject);
    expect(deleted.map((event) => event.payload)).toEqual([{ id: orphan.id }]);
  });

  it("counts a reference only with the upload's hash: an order naming a bare id protects nothing", async () => {
    const guessed = await upload('fremd.png');
    const marker = await upload('markierung.png');
    await placeOrder(502, [{ id: guessed.id, publicHash: 'A'.repeat(22) }, { id: guessed.id }]);
    await placeOrder(503, [{ ...marker, id: String(marker.id) as unknown as number }]);
    // Events are handled in order: once the second order's reference is there, the first was handled.
    await waitFor(async () => (await referencedIds()).includes(marker.id), 15_000);
    expect(await referencedIds()).not.toContain(guessed.id);

    await ageHours(guessed, 25);
    await ageHours(marker, 25);
    await waitFor(async () => !(await exists(guessed)), 15_000);
    expect(await exists(marker)).toBe(true);
  });

  it('the job itself refuses to remove uploads younger than a day', async () => {
    const recent = await upload('heute.png');
    await ageHours(recent, 2);
    const storage = new FileStorage(path.join(h.service.ctx.env.dataDir, 'uploads'));
    await expect(processPruneOrphanUploads(h.service.ctx.db, storage, { maxAgeHours: 1 })).rejects.toThrow();
    expect(await exists(recent)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { CATALOG_STREAM, catalogEvents, defaultConfig, uploadUrl, type Upload } from '@asp/contracts';
import { ensureStream, sql } from '@asp/server-kit';
import { startNatsServer, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { dataUrl, makePng, startContent, type Harness } from './helpers';

/**
 * The logo, favicon and og image of the shop configuration are uploads (POST /api/uploads,
 * by an admin in the configuration form). The hourly clean-up removes uploads nothing
 * references after a day; the configuration's files must stay.
 */
let nats: TestNatsServer;
let nc: NatsConnection;
let h: Harness;
beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connect({ servers: nats.url });
  await ensureStream(await jetstreamManager(nc), CATALOG_STREAM);
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

/** Publishes like the catalog service's outbox relay. */
async function saveConfig(files: Record<string, unknown>): Promise<void> {
  const id = randomUUID();
  const payload = { data: { ...defaultConfig(), ...files } };
  const envelope = { id, subject: catalogEvents.config.updated.subject, version: 1, occurredAt: new Date().toISOString(), payload };
  await jetstream(nc).publish(catalogEvents.config.updated.subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id });
}

const kept = async () =>
  (await h.service.ctx.db.selectFrom('config_upload_references').select(['field', 'upload_id']).orderBy('field').execute()).map((row) => ({
    field: row.field,
    id: Number(row.upload_id),
  }));
const ageHours = (upload: Upload, hours: number) =>
  sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where id = ${upload.id}`.execute(h.service.ctx.db);
const exists = async (upload: Upload) => (await h.call({ method: 'GET', url: uploadUrl(upload) })).statusCode === 200;

test("the configuration's logo survives the clean-up; a file it names without the right hash does not", async () => {
  const logo = await upload('logo.png');
  const favicon = await upload('favicon.png');
  const ogImage = await upload('teilen.png');
  const other = await upload('fremd.png');
  await saveConfig({ logo, favicon, ogImage: { ...other, publicHash: 'A'.repeat(22) } });
  await waitFor(async () => (await kept()).length === 2, 15_000);
  expect(await kept()).toEqual([
    { field: 'favicon', id: favicon.id },
    { field: 'logo', id: logo.id },
  ]);

  for (const file of [logo, favicon, ogImage, other]) await ageHours(file, 30);
  await waitFor(async () => !(await exists(other)) && !(await exists(ogImage)), 15_000);
  expect(await exists(logo)).toBe(true);
  expect(await exists(favicon)).toBe(true);

  // A new logo replaces the old one; the old file is an orphan from then on.
  const newLogo = await upload('logo-neu.png');
  await saveConfig({ logo: newLogo, favicon });
  await waitFor(async () => (await kept()).some((row) => row.id === newLogo.id), 15_000);
  await waitFor(async () => !(await exists(logo)), 15_000);
  expect(await exists(favicon)).toBe(true);
  expect(await exists(newLogo)).toBe(true);
});

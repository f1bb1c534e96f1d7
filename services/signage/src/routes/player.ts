import {
  commandReportBodySchema,
  dataEnvelope,
  heartbeatAnswerSchema,
  heartbeatBodySchema,
  playerParamsSchema,
  playlistSchema,
  screenshotBodySchema,
  signageCommandSchema,
} from '@asp/contracts';
import { signageServiceTexts } from '@asp/i18n';
import { sql, unprocessable, type ServiceApp } from '@asp/server-kit';
import { z } from 'zod';
import { latestCommands, reportCommand } from '../commands';
import type { SignageDeps } from '../deps';
import { authenticateDevice } from '../device-keys';
import { screenshotUrl } from '../device-store';
import { resolvePlaylist } from '../playlist';
import { TABLES } from '../tables';

const tags = ['digital-signage (player)'];
const PLAYER = '/api/digital-signage-devices/player/:identifier/:deviceKey';
const keyDoc = { openapi: { errors: [401] } };
/** A screenshot's data URL: at most 2 MB of image (base64 is 4/3 of it) plus the JSON around it. */
const SCREENSHOT_BODY_LIMIT = 3 * 1024 * 1024;
const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;

/** The image bytes' own type, so a stored screenshot is what it claims to be. */
function sniffImage(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/**
 * The player's calls (issue 16). No session: the TV's identifier and its device key in the
 * path are the credential (the key is masked in every logged URL); a wrong key, an unknown
 * TV or a TV without key is the same German 401 and nothing else. Answers are never cached.
 */
export function registerPlayerRoutes(app: ServiceApp, deps: SignageDeps): void {
  const { db } = deps;

  app.get(
    PLAYER,
    {
      config: keyDoc,
      schema: {
        summary: 'Player: the TV playlist now (Europe/Berlin)',
        tags,
        params: playerParamsSchema,
        response: { 200: dataEnvelope(playlistSchema) },
      },
    },
    async (request, reply) => {
      const { device } = await authenticateDevice(db, request.params.identifier, request.params.deviceKey);
      reply.header('cache-control', 'no-store');
      return { data: await resolvePlaylist(db, device, deps.options.now()) };
    },
  );

  app.get(
    `${PLAYER}/events`,
    {
      config: keyDoc,
      schema: {
        summary: 'Player: commands and playlist changes of the TV (server-sent events)',
        tags,
        params: playerParamsSchema,
        description:
          'Server-Sent Events: first `event: ready` {deviceId}, then `event: command` (a SignageCommand), `event: playlist` {reason} (fetch the playlist), `event: menu-board` {segment, menuBoard}, and `event: heartbeat` {} every 15 s. Load the playlist after every `ready`.',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { device, keyHash } = await authenticateDevice(db, request.params.identifier, request.params.deviceKey);
      reply.hijack();
      deps.live.attach(reply.raw, device, keyHash, { 'x-request-id': request.id });
    },
  );

  app.post(
    `${PLAYER}/heartbeat`,
    {
      config: { openapi: { errors: [401, 422] } },
      schema: {
        summary: 'Player: the TV is alive and plays this segment',
        tags,
        params: playerParamsSchema,
        body: heartbeatBodySchema,
        response: { 200: dataEnvelope(heartbeatAnswerSchema) },
      },
    },
    async (request, reply) => {
      const { device } = await authenticateDevice(db, request.params.identifier, request.params.deviceKey);
      const now = deps.options.now();
      const { segment, failedSegment } = request.body;
      const row =
        segment === null ? null : await db.selectFrom(TABLES.segments).select(['id', 'data']).where('id', '=', segment).executeTakeFirst();
      if (segment !== null && !row) throw unprocessable([{ message: signageServiceTexts.unknownSegment, field: 'segment' }]);
      const name = row ? String((row.data as { name?: unknown }).name ?? '') : null;
      const failure = failedSegment ? { failed_segment_id: failedSegment.id, failed_message: failedSegment.message, failed_at: now } : {};
      await db
        .insertInto(TABLES.deviceState)
        .values({
          device_id: device.id,
          last_contact_at: now,
          segment_id: segment,
          segment_name: name,
          segment_since: segment === null ? null : now,
          ...failure,
        })
        .onConflict((c) =>
          c.column('device_id').doUpdateSet({
            last_contact_at: now,
            segment_id: segment,
            segment_name: name,
            // The same segment again keeps its start; another one starts now.
            segment_since:
              segment === null
                ? null
                : sql`case when signage_device_state.segment_id = ${segment} then signage_device_state.segment_since else ${now} end`,
            ...failure,
          }),
        )
        .execute();
      if (failedSegment) {
        request.log.warn({ deviceId: device.id, segmentId: failedSegment.id, reason: failedSegment.message }, 'signage: segment skipped');
      }
      reply.header('cache-control', 'no-store');
      const command = (await latestCommands(db, [device.id])).get(device.id) ?? null;
      return { data: { serverTime: now.toISOString(), command } };
    },
  );

  app.post(
    `${PLAYER}/commands/:commandId`,
    {
      config: { openapi: { errors: [401, 409] } },
      schema: {
        summary: 'Player: report the progress of a command (running, done, failed)',
        tags,
        params: playerParamsSchema.extend({ commandId: z.uuid() }),
        body: commandReportBodySchema,
        response: { 200: dataEnvelope(signageCommandSchema) },
      },
    },
    async (request) => {
      const { device } = await authenticateDevice(db, request.params.identifier, request.params.deviceKey);
      const command = await db
        .transaction()
        .execute((trx) => reportCommand(trx, device.id, request.params.commandId, request.body, deps.options.now()));
      return { data: command };
    },
  );

  app.post(
    `${PLAYER}/screenshot`,
    {
      bodyLimit: SCREENSHOT_BODY_LIMIT,
      config: { openapi: { errors: [401, 413, 422] } },
      schema: {
        summary: 'Player: upload a screenshot of what the TV shows (PNG, JPEG or WebP data URL)',
        tags,
        params: playerParamsSchema,
        body: screenshotBodySchema,
        response: { 200: dataEnvelope(z.object({ url: z.string(), takenAt: z.string() })) },
      },
    },
    async (request) => {
      const { device } = await authenticateDevice(db, request.params.identifier, request.params.deviceKey);
      const bytes = Buffer.from(request.body.image.slice(request.body.image.indexOf(',') + 1), 'base64');
      if (bytes.length > MAX_SCREENSHOT_BYTES) throw unprocessable([{ message: signageServiceTexts.screenshotTooLarge, field: 'image' }]);
      const type = sniffImage(bytes);
      if (!type) throw unprocessable([{ message: signageServiceTexts.screenshotInvalid, field: 'image' }]);
      const now = deps.options.now();
      await db
        .insertInto(TABLES.screenshots)
        .values({ device_id: device.id, taken_at: now, content_type: type, bytes })
        .onConflict((c) => c.column('device_id').doUpdateSet({ taken_at: now, content_type: type, bytes }))
        .execute();
      return { data: { url: screenshotUrl(device.id, now), takenAt: now.toISOString() } };
    },
  );
}

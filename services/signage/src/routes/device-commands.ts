import {
  dataEnvelope,
  playlistSchema,
  ROLE_EMPLOYEE,
  signageCommandBodySchema,
  signageDeviceKeySchema,
  signageDeviceSchema,
  type SignageDeviceRecord,
} from '@asp/contracts';
import { authTexts, signageServiceTexts } from '@asp/i18n';
import { forbidden, idParams, isAdmin, isBranchEmployee, notFound, requireRole, unprocessable, type ServiceApp } from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { abortCommand, createCommand } from '../commands';
import type { SignageDeps } from '../deps';
import { rotateDeviceKey } from '../device-keys';
import { findDevice, lockDevice, presentDevice } from '../device-store';
import { resolvePlaylist } from '../playlist';
import { TABLES, type SignageTrx } from '../tables';

const tags = ['digital-signage-devices'];
const staff = requireRole(ROLE_EMPLOYEE);
const admin = requireRole();

/** Admins reach every TV, employees those of their branches; others and unknown ids: 404 / 403 like the lists. */
function assertReach(request: FastifyRequest, device: SignageDeviceRecord | null): SignageDeviceRecord {
  if (!device) throw notFound();
  if (!isAdmin(request.staff) && !isBranchEmployee(request.staff, device.branch)) throw forbidden(authTexts.forbidden);
  return device;
}

async function assertExists(trx: SignageTrx, table: 'scenes' | 'streams', id: number, message: string, field: string) {
  if (!(await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())) throw unprocessable([{ message, field }]);
}

/**
 * Staff calls on a TV beyond the standard ones (document 1 §7; issue 16): send a command
 * and abort it — both answer the TV record with its command state, which replaces the
 * stored one (§4) —, make or rotate its device key (admins; the key is shown once), its
 * last screenshot, and its playlist now (the back office's preview).
 */
export function registerDeviceCommandRoutes(app: ServiceApp, deps: SignageDeps): void {
  const { db } = deps;
  const deviceAnswer = { 200: dataEnvelope(signageDeviceSchema) };

  app.post(
    '/api/digital-signage-devices/:id/command',
    {
      onRequest: staff,
      config: { openapi: { errors: [409, 422] } },
      schema: {
        summary: 'TVs: send a command (reload, show a scene, play a stream, black screen, screenshot, clear cache)',
        tags,
        params: idParams,
        body: signageCommandBodySchema,
        response: deviceAnswer,
      },
    },
    async (request) => {
      const now = deps.options.now();
      const device = await db.transaction().execute(async (trx) => {
        const locked = assertReach(request, await lockDevice(trx, request.params.id));
        const body = request.body;
        if (body.type === 'show-scene') await assertExists(trx, TABLES.scenes, body.sceneId, signageServiceTexts.unknownScene, 'sceneId');
        if (body.type === 'play-stream')
          await assertExists(trx, TABLES.streams, body.streamId, signageServiceTexts.unknownStream, 'streamId');
        await createCommand(trx, locked.id, body, now);
        return locked;
      });
      return { data: await presentDevice(db, device, now) };
    },
  );

  app.post(
    '/api/digital-signage-devices/:id/command/abort',
    {
      onRequest: staff,
      config: { openapi: { errors: [409] } },
      schema: {
        summary: "TVs: abort the TV's pending or running command",
        tags,
        params: idParams,
        body: z.object({}).optional(),
        response: deviceAnswer,
      },
    },
    async (request) => {
      const now = deps.options.now();
      const device = await db.transaction().execute(async (trx) => {
        const locked = assertReach(request, await lockDevice(trx, request.params.id));
        await abortCommand(trx, locked.id, now);
        return locked;
      });
      return { data: await presentDevice(db, device, now) };
    },
  );

  app.post(
    '/api/digital-signage-devices/:id/key',
    {
      onRequest: admin,
      schema: {
        summary: "TVs: make or rotate the TV's device key (shown once; the old key stops working at once)",
        tags,
        params: idParams,
        body: z.object({}).optional(),
        response: { 200: dataEnvelope(signageDeviceKeySchema) },
      },
    },
    async (request, reply) => {
      const result = await db.transaction().execute(async (trx) => {
        const device = await lockDevice(trx, request.params.id);
        if (!device) throw notFound();
        return { device, key: await rotateDeviceKey(trx, device.id) };
      });
      reply.header('cache-control', 'no-store');
      return { data: { key: result.key, device: await presentDevice(db, result.device, deps.options.now()) } };
    },
  );

  app.get(
    '/api/digital-signage-devices/:id/screenshot',
    {
      onRequest: staff,
      schema: {
        summary: "TVs: the TV's newest screenshot (image)",
        tags,
        params: idParams,
        querystring: z.object({ t: z.string().max(20).optional() }),
        produces: ['image/png', 'image/jpeg', 'image/webp'],
      },
    },
    async (request, reply) => {
      assertReach(request, await findDevice(db, request.params.id));
      const shot = await db
        .selectFrom(TABLES.screenshots)
        .select(['content_type', 'bytes'])
        .where('device_id', '=', request.params.id)
        .executeTakeFirst();
      if (!shot) throw notFound(signageServiceTexts.noScreenshot);
      reply
        .header('content-type', shot.content_type)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      return reply.send(shot.bytes);
    },
  );

  app.get(
    '/api/digital-signage-devices/:id/playlist',
    {
      onRequest: staff,
      schema: { summary: 'TVs: what the TV plays now (preview)', tags, params: idParams, response: { 200: dataEnvelope(playlistSchema) } },
    },
    async (request) => {
      const device = assertReach(request, await findDevice(db, request.params.id));
      return { data: await resolvePlaylist(db, device, deps.options.now()) };
    },
  );
}

import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOAD_DATA_URL_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIZE_LABEL,
  contentEvents,
  dataEnvelope,
  uploadCreateBodySchema,
  uploadRecordSchema,
  uploadSchema,
} from '@asp/contracts';
import { fill, uploadTexts, validationTexts } from '@asp/i18n';
import {
  HttpError,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  TOTAL_COUNT_HEADER,
  badRequest,
  idParams,
  listPagingShape,
  notFound,
  requireRole,
  writeEvent,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import type { ContentOptions } from '../config';
import { headOf } from '../data-url';
import type { FileStorage } from '../file-storage';
import { cleanFileName, contentMatches, resolveFileType } from '../file-types';
import { readUploadBody, uploadedFile } from '../upload-body';
import { UploadQuota } from '../upload-quota';
import {
  countUploads,
  deleteUpload,
  findUpload,
  insertUpload,
  listUploads,
  toUpload,
  toUploadRecord,
  type UploadRow,
} from '../upload-store';

const tooLarge = fill(validationTexts.fileTooLarge, { limit: UPLOAD_MAX_SIZE_LABEL });
// Contracts cannot depend on i18n, so the size rule gets its German text here.
const createBody = uploadCreateBodySchema.extend({
  data: z.string().min(1).max(UPLOAD_DATA_URL_MAX_LENGTH, { error: tooLarge }),
});
// The type checks look at the start of a file only (an SVG's root element must come within it).
const SNIFF_BYTES = 1024 * 1024;
// Room for the JSON around the data URL; anything larger is refused before it is read.
const BODY_LIMIT = UPLOAD_DATA_URL_MAX_LENGTH + 64 * 1024;

/**
 * POST /api/uploads (anonymous: customers attach files in the configurator) and the
 * staff standard calls. There is no PUT: an upload is never changed, a new file is a
 * new upload. Anonymous uploads are bounded by a per-client quota (upload-quota.ts) and
 * removed after a day unless an order references them (maintenance-job.ts).
 */
export function registerUploadRoutes(app: ServiceApp, ctx: ServiceContext, storage: FileStorage, options: ContentOptions): void {
  const { db } = ctx;
  const quota = ctx.redis ? new UploadQuota(ctx.redis, options.quota) : null;
  if (!quota) ctx.log.warn('no Redis: anonymous uploads have no quota');
  // Signed-in staff are exempt: they are accountable by name, and counting them would
  // use up the quota of the in-store terminal that shares the shop's address.
  const counted = (request: FastifyRequest) => (quota && !request.staff ? quota : null);

  // A scope of its own: only this route reads JSON with the streaming upload parser.
  app.register(async (plugin) => {
    // Fastify's register types drop the type provider; the scope takes the same zod one again.
    const scope: ServiceApp = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', readUploadBody({ bodyLimit: BODY_LIMIT, maxBytes: UPLOAD_MAX_BYTES, tooLarge }));

    scope.post(
      '/api/uploads',
      {
        // Set here, not inherited: the service-wide limit is far smaller than a 10 MB file as a data URL.
        bodyLimit: BODY_LIMIT,
        onRequest: async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw new HttpError(413, [{ message: tooLarge, field: 'data' }]);
          // Before the body is read: a client over its quota costs no 13 MB read.
          await counted(request)?.admit(request.ip);
        },
        config: { openapi: { optionalSession: true, errors: [413, 429] } },
        schema: {
          summary: 'Upload a file (anonymous callers have a quota per address)',
          body: createBody,
          response: { 201: dataEnvelope(uploadSchema) },
        },
      },
      async (request, reply) => {
        const file = uploadedFile(request);
        if (!file) throw badRequest(uploadTexts.unreadable, 'data');
        if (file.size === 0) throw badRequest(uploadTexts.empty, 'data');
        if (file.size > UPLOAD_MAX_BYTES || !file.chunks) throw badRequest(tooLarge, 'data');
        const name = cleanFileName(request.body.name);
        const type = resolveFileType(file.mimeType, name);
        if (!type) throw badRequest(validationTexts.fileType, 'data');
        const { chunks, size } = file;
        if (!contentMatches(type.extension, headOf(chunks, SNIFF_BYTES))) throw badRequest(validationTexts.fileType, 'data');
        await counted(request)?.addBytes(request.ip, size);

        // Set once the file is on disk, so a failed commit can take it away again.
        const written: { row?: UploadRow } = {};
        try {
          const row = await db.transaction().execute(async (trx) => {
            const inserted = await insertUpload(trx, {
              extension: type.extension,
              mime_type: type.mimeType,
              public_hash: randomBytes(16).toString('base64url'),
              size,
              original_name: name,
            });
            // The file goes to disk before the row commits: a committed row always has its file.
            await storage.write(toUpload(inserted), chunks);
            written.row = inserted;
            await writeEvent(trx, contentEvents.upload.created, { id: inserted.id, data: toUploadRecord(inserted) });
            return inserted;
          });
          return reply.code(201).send({ data: toUpload(row) });
        } catch (error) {
          if (written.row) await storage.remove(toUpload(written.row)).catch(() => undefined);
          throw error;
        }
      },
    );
  });

  const staff = requireRole(ROLE_EMPLOYEE);

  app.get(
    '/api/uploads',
    {
      onRequest: staff,
      schema: {
        summary: 'Uploads: list',
        querystring: z.object(listPagingShape),
        response: { 200: dataEnvelope(z.array(uploadRecordSchema)) },
      },
    },
    async (request, reply) => {
      const page = request.query;
      if (page.limit !== undefined || page.offset !== undefined) reply.header(TOTAL_COUNT_HEADER, String(await countUploads(db)));
      return { data: (await listUploads(db, page)).map(toUploadRecord) };
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      onRequest: staff,
      schema: { summary: 'Uploads: read one', params: idParams, response: { 200: dataEnvelope(uploadRecordSchema) } },
    },
    async (request) => {
      const row = await findUpload(db, request.params.id);
      if (!row) throw notFound();
      return { data: toUploadRecord(row) };
    },
  );

  app.delete(
    '/api/uploads/:id',
    {
      onRequest: requireRole(ROLE_ADMIN),
      schema: { summary: 'Uploads: delete', params: idParams, response: { 200: dataEnvelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await db.transaction().execute(async (trx) => {
        const deleted = await deleteUpload(trx, id);
        if (!deleted) throw notFound();
        await writeEvent(trx, contentEvents.upload.deleted, { id });
        return deleted;
      });
      // After the commit: the link is dead from now on; a file left over by a failed removal is unreachable.
      await storage.remove(toUpload(row)).catch((error: unknown) => request.log.error({ err: error, id }, 'upload file not removed'));
      return { data: { id } };
    },
  );
}

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  UPLOAD_DATA_URL_MAX_LENGTH, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIZE_LABEL, contentEvents, dataEnvelope,
  uploadCreateBodySchema, uploadRecordSchema, uploadSchema,
} from '@asp/contracts';
import { fill, uploadTexts, validationTexts } from '@asp/i18n';
import {
  HttpError, ROLE_ADMIN, ROLE_EMPLOYEE, badRequest, idParams, notFound, requireRole, writeEvent,
  type ServiceApp, type ServiceContext,
} from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import { readUploadBody, type StreamedFile } from '../upload-body';
import type { FileStorage } from '../file-storage';
import { cleanFileName, contentMatches, resolveFileType } from '../file-types';
import { deleteUpload, findUpload, insertUpload, listUploads, toUpload, toUploadRecord, type UploadRow } from '../upload-store';

const tooLarge = fill(validationTexts.fileTooLarge, { limit: UPLOAD_MAX_SIZE_LABEL });
// Contracts cannot depend on i18n, so the size rule gets its German text here.
const createBody = uploadCreateBodySchema.extend({
  data: z.string().min(1).max(UPLOAD_DATA_URL_MAX_LENGTH, { error: tooLarge }),
});
// Room for the JSON around the data URL; anything larger is refused before it is read.
const BODY_LIMIT = UPLOAD_DATA_URL_MAX_LENGTH + 64 * 1024;
// The decoded file of each upload request, set by the body parser (the body itself keeps only the data URL's header).
const streamedFiles = new WeakMap<FastifyRequest, StreamedFile | null>();

/**
 * POST /api/uploads (anonymous: customers attach files in the configurator) and the
 * staff standard calls. There is no PUT: an upload is never changed, a new file is a
 * new upload.
 */
export function registerUploadRoutes(app: ServiceApp, ctx: ServiceContext, storage: FileStorage): void {
  const { db } = ctx;

  // The upload's own JSON reader lives in its own scope, so no other route uses it.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      const { body, file } = await readUploadBody(payload, {
        limit: BODY_LIMIT, maxFileBytes: UPLOAD_MAX_BYTES, contentLength: Number(request.headers['content-length']),
      });
      streamedFiles.set(request, file);
      return body;
    });
    registerCreateRoute(scope as unknown as ServiceApp, ctx, storage);
  });

  const staff = requireRole(ROLE_EMPLOYEE);

  app.get('/api/uploads', {
    onRequest: staff,
    schema: { response: { 200: dataEnvelope(z.array(uploadRecordSchema)) } },
  }, async () => ({ data: (await listUploads(db)).map(toUploadRecord) }));

  app.get('/api/uploads/:id', {
    onRequest: staff,
    schema: { params: idParams, response: { 200: dataEnvelope(uploadRecordSchema) } },
  }, async (request) => {
    const row = await findUpload(db, request.params.id);
    if (!row) throw notFound();
    return { data: toUploadRecord(row) };
  });

  app.delete('/api/uploads/:id', {
    onRequest: requireRole(ROLE_ADMIN),
    schema: { params: idParams, response: { 200: dataEnvelope(z.object({ id: z.number().int() })) } },
  }, async (request) => {
    const { id } = request.params;
    const row = await db.transaction().execute(async (trx) => {
      const deleted = await deleteUpload(trx, id);
      if (!deleted) throw notFound();
      await writeEvent(trx, contentEvents.upload.deleted.subject, { id });
      return deleted;
    });
    // After the commit: the link is dead from now on; a file left over by a failed removal is unreachable.
    await storage.remove(toUpload(row)).catch((error: unknown) => request.log.error({ err: error, id }, 'upload file not removed'));
    return { data: { id } };
  });
}

/** POST /api/uploads itself; its body arrives through readUploadBody (see registerUploadRoutes). */
function registerCreateRoute(app: ServiceApp, ctx: ServiceContext, storage: FileStorage): void {
  const { db } = ctx;
  app.post('/api/uploads', {
    bodyLimit: BODY_LIMIT,
    // Also the answer when a chunked body (no content-length) runs past the limit.
    config: { bodyTooLargeMessage: tooLarge },
    onRequest: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw new HttpError(413, [{ message: tooLarge, field: 'data' }]);
    },
    schema: { body: createBody, response: { 201: dataEnvelope(uploadSchema) } },
  }, async (request, reply) => {
    const file = streamedFiles.get(request);
    if (file?.state === 'tooLarge') throw badRequest(tooLarge, 'data');
    if (file?.state !== 'ok') throw badRequest(uploadTexts.unreadable, 'data');
    const { bytes } = file;
    if (bytes.length === 0) throw badRequest(uploadTexts.empty, 'data');
    const name = cleanFileName(request.body.name);
    const type = resolveFileType(file.mimeType, name);
    if (!type) throw badRequest(validationTexts.fileType, 'data');
    if (!contentMatches(type.extension, bytes)) throw badRequest(validationTexts.fileType, 'data');

    // Set once the file is on disk, so a failed commit can take it away again.
    const written: { row?: UploadRow } = {};
    try {
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await insertUpload(trx, {
          extension: type.extension,
          mime_type: type.mimeType,
          public_hash: randomBytes(16).toString('base64url'),
          size: bytes.length,
          original_name: name,
        });
        // The file goes to disk before the row commits: a committed row always has its file.
        await storage.write(toUpload(inserted), bytes);
        written.row = inserted;
        await writeEvent(trx, contentEvents.upload.created.subject, { id: inserted.id, data: toUploadRecord(inserted) });
        return inserted;
      });
      return reply.code(201).send({ data: toUpload(row) });
    } catch (error) {
      if (written.row) await storage.remove(toUpload(written.row)).catch(() => undefined);
      throw error;
    }
  });
}

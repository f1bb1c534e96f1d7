import { z } from 'zod';
import {
  IMAGE_FILE_EXTENSIONS,
  IMAGE_SORT_FIELDS,
  contentEvents,
  dataEnvelope,
  imageCreateBodySchema,
  imageSchema,
  imageStatusSchema,
  imageUpdateBodySchema,
  type ImageFileExtension,
} from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import {
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  TOTAL_COUNT_HEADER,
  badRequest,
  conflict,
  eventActor,
  idParams,
  listPagingShape,
  notFound,
  requireRole,
  writeEvent,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import type { FileStorage } from '../file-storage';
import type { EnqueueImageSizes } from '../images/image-jobs';
import { IMAGE_MIME_TYPES, probeImage } from '../images/image-processing';
import type { ImageStorage } from '../images/image-storage';
import { imageInUseMessage } from '../images/catalog-image-references';
import { countImages, deleteImage, findImage, imageData, listImages, updateImage } from '../images/image-store';
import { enqueueSizes, storeNewImage } from '../images/new-image';
import { findUpload, toUpload } from '../upload-store';
import type { ContentDb } from '../tables';

const listQuery = z.object({
  ...listPagingShape,
  sort: z.enum([...IMAGE_SORT_FIELDS, ...IMAGE_SORT_FIELDS.map((field) => `-${field}` as const)]).optional(),
  /** Words found in the alt text or file name. */
  q: z.string().trim().max(200).optional(),
  status: imageStatusSchema.optional(),
  /** 'true': only AI suggestions not yet accepted; 'false': none of them (the pickers: a record must show a public image). */
  suggestion: z.enum(['true', 'false']).optional(),
});

const isImageExtension = (extension: string): extension is ImageFileExtension =>
  (IMAGE_FILE_EXTENSIONS as readonly string[]).includes(extension);

interface NewFile {
  extension: ImageFileExtension;
  bytes: Buffer;
  name: string | null;
  width: number;
  height: number;
}

/** The file of an upload, checked as an image (type, dimensions, ratio; German messages on `uploadId`). */
async function imageFromUpload(db: ContentDb, uploads: FileStorage, uploadId: number): Promise<NewFile> {
  const upload = await findUpload(db, uploadId);
  if (!upload) throw badRequest(validationTexts.notFound, 'uploadId');
  if (!isImageExtension(upload.extension)) throw badRequest(validationTexts.fileType, 'uploadId');
  const stored = await uploads.open(toUpload(upload));
  if (!stored) throw badRequest(validationTexts.notFound, 'uploadId');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const { width, height } = await probeImage(bytes, upload.extension);
  return { extension: upload.extension, bytes, name: upload.original_name, width, height };
}

const fileFields = (file: NewFile) => ({
  extension: file.extension,
  mimeType: IMAGE_MIME_TYPES[file.extension],
  width: file.width,
  height: file.height,
  bytes: file.bytes.length,
  name: file.name,
  status: 'processing' as const,
});

/**
 * Images (document 1 §7 standard calls): list, read, create from an upload, update the alt
 * text or replace the file (the next version), delete. The original is copied from the
 * upload (the upload itself is left to the uploads' clean-up); the sizes come from the
 * `content.images` job. Reading is for staff (the picker), writing for administrators.
 */
export function registerImageRoutes(
  app: ServiceApp,
  ctx: ServiceContext,
  deps: { images: ImageStorage; uploads: FileStorage; enqueue: EnqueueImageSizes | null },
): void {
  const db = ctx.db as ContentDb;
  const { images, uploads } = deps;
  const admin = requireRole(ROLE_ADMIN);
  const sizes = { images, enqueue: deps.enqueue, log: ctx.log };

  app.get(
    '/api/images',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      schema: {
        summary: 'Images: list (search, status, AI suggestions, sort, paging)',
        querystring: listQuery,
        response: { 200: dataEnvelope(z.array(imageSchema)) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.limit !== undefined || query.offset !== undefined) reply.header(TOTAL_COUNT_HEADER, String(await countImages(db, query)));
      return { data: await listImages(db, query) };
    },
  );

  app.get(
    '/api/images/:id',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      schema: { summary: 'Images: read one', params: idParams, response: { 200: dataEnvelope(imageSchema) } },
    },
    async (request) => {
      const image = await findImage(db, request.params.id);
      if (!image) throw notFound();
      return { data: image };
    },
  );

  app.post(
    '/api/images',
    {
      onRequest: admin,
      schema: { summary: 'Images: create from an upload', body: imageCreateBodySchema, response: { 201: dataEnvelope(imageSchema) } },
    },
    async (request, reply) => {
      const file = await imageFromUpload(db, uploads, request.body.uploadId);
      const image = await storeNewImage(db, sizes, { alt: request.body.alt, ...fileFields(file) }, file.bytes, eventActor(request.staff));
      return reply.code(201).send({ data: image });
    },
  );

  app.put(
    '/api/images/:id',
    {
      onRequest: admin,
      schema: {
        summary: 'Images: change the alt text or replace the file (accepts an AI suggestion)',
        params: idParams,
        body: imageUpdateBodySchema,
        response: { 200: dataEnvelope(imageSchema) },
      },
    },
    async (request) => {
      const { uploadId, alt } = request.body;
      const file = uploadId === undefined ? null : await imageFromUpload(db, uploads, uploadId);
      const image = await db.transaction().execute(async (trx) => {
        const current = await findImage(trx, request.params.id, true);
        if (!current) throw notFound();
        // A person saving an AI suggestion has accepted it: from now on it is an ordinary image (public files).
        const data = {
          ...imageData(current),
          alt,
          suggestion: undefined,
          ...(file ? { ...fileFields(file), version: current.version + 1 } : {}),
        };
        // Older versions keep their files: records elsewhere may still link them.
        if (file) await images.write(images.originalPath({ id: current.id, version: data.version }, file.extension), file.bytes);
        const updated = await updateImage(trx, current.id, data);
        await writeEvent(trx, contentEvents.image.updated, { id: updated.id, data: updated, actor: eventActor(request.staff) });
        return updated;
      });
      if (file) await enqueueSizes(sizes, image);
      return { data: image };
    },
  );

  app.delete(
    '/api/images/:id',
    {
      onRequest: admin,
      schema: {
        summary: 'Images: delete (409 while a catalogue record shows it)',
        params: idParams,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        // Records learnt from the catalog's events; a record saved a moment ago may not be known yet.
        const inUse = await imageInUseMessage(trx, id);
        if (inUse) throw conflict(inUse);
        if (!(await deleteImage(trx, id))) throw notFound();
        await writeEvent(trx, contentEvents.image.deleted, { id, actor: eventActor(request.staff) });
      });
      // After the commit: the links are dead from now on; a file left by a failed removal is unreachable.
      await images.removeAll(id).catch((error: unknown) => request.log.error({ err: error, id }, 'image files not removed'));
      return { data: { id } };
    },
  );
}

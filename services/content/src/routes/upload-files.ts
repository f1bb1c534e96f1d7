import { z } from 'zod';
import { publicHashSchema } from '@asp/contracts';
import { uploadTexts } from '@asp/i18n';
import { notFound, safeEqual, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import type { FileStorage } from '../file-storage';
import { showsInline } from '../file-types';
import { findUpload, toUpload } from '../upload-store';
import { UploadPreviews } from '../upload-preview';

const FILE_NAME = /^(\d{1,15})-(\d{1,9})\.([a-z0-9]{1,10})$/;
const PREVIEW_NAME = /^(\d{1,15})-(\d{1,9})\.jpg$/;
// The URL names one version of one file and never changes meaning: cache it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// A served SVG is a document of our origin: no scripts, no loads, nothing it may do.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** RFC 6266: an ASCII fallback plus the UTF-8 name for browsers that read filename*. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /upload/{publicHash}/{id}-{version}.{extension} (storefront.md §3, website.md §2):
 * the file itself, for anyone holding the link. The hash is what protects it; a wrong
 * hash, version or extension is the same 404 as an unknown id.
 * The preview (/upload/{publicHash}/preview/{id}-{version}.jpg, website.md §3) follows the same rules.
 */
export function registerUploadFileRoutes(app: ServiceApp, ctx: ServiceContext, storage: FileStorage): void {
  const previews = new UploadPreviews(storage);
  app.get(
    '/upload/:publicHash/preview/:file',
    { schema: { hide: true, params: z.object({ publicHash: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const { publicHash, file } = request.params;
      const match = PREVIEW_NAME.exec(file);
      if (!match || !publicHashSchema.safeParse(publicHash).success) throw notFound(uploadTexts.fileNotFound);
      const row = await findUpload(ctx.db, Number(match[1]));
      if (!row || !safeEqual(row.public_hash, publicHash) || row.version !== Number(match[2])) throw notFound(uploadTexts.fileNotFound);
      const etag = `"${row.public_hash}-${row.version}-preview"`;
      const caching = { 'cache-control': CACHE_CONTROL, etag, 'x-content-type-options': 'nosniff' };
      if (request.headers['if-none-match'] === etag) return reply.code(304).headers(caching).send();
      const jpeg = await previews.preview(toUpload(row));
      return reply.headers({ ...caching, 'content-type': 'image/jpeg', 'content-disposition': 'inline' }).send(jpeg);
    },
  );

  app.get(
    '/upload/:publicHash/:file',
    {
      // The answer is the file's bytes, not a JSON envelope; only failures use { errors }.
      schema: { hide: true, params: z.object({ publicHash: z.string(), file: z.string() }) },
    },
    async (request, reply) => {
      const { publicHash, file } = request.params;
      const match = FILE_NAME.exec(file);
      if (!match || !publicHashSchema.safeParse(publicHash).success) throw notFound(uploadTexts.fileNotFound);
      const [, id, version, extension] = match;
      const row = await findUpload(ctx.db, Number(id));
      if (!row || !safeEqual(row.public_hash, publicHash) || row.version !== Number(version) || row.extension !== extension) {
        throw notFound(uploadTexts.fileNotFound);
      }
      const etag = `"${row.public_hash}-${row.version}"`;
      const caching = { 'cache-control': CACHE_CONTROL, etag, 'x-content-type-options': 'nosniff' };
      if (request.headers['if-none-match'] === etag) return reply.code(304).headers(caching).send();
      const stored = await storage.open(toUpload(row));
      if (!stored) {
        request.log.error({ id: row.id }, 'upload row without its file');
        throw notFound(uploadTexts.fileNotFound);
      }
      reply.headers({
        ...caching,
        'content-type': row.mime_type,
        'content-length': String(stored.size),
        'content-disposition': contentDisposition(showsInline(row.extension) ? 'inline' : 'attachment', row.original_name ?? file),
        'last-modified': row.created_at.toUTCString(),
      });
      if (row.extension === 'svg') reply.header('content-security-policy', SVG_POLICY);
      return reply.send(stored.stream);
    },
  );
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_SIZES, type ImageSize } from '@asp/domain';
import { imageTexts } from '@asp/i18n';
import { notFound, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { IMAGE_MIME_TYPES, MODERN_FORMATS } from '../images/image-processing';
import type { ImageStorage } from '../images/image-storage';
import { findImage } from '../images/image-store';
import type { ContentDb } from '../tables';

const FILE_NAME = /^(\d{1,15})-(\d{1,9})\.(jpg|jpeg|png|gif)$/;
// A URL names one version of one size and never changes meaning: cached for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The original answering for a size still being made: the sized file will replace it.
const REVALIDATE = 'public, no-cache';
// A suggestion is staff's only: no shared cache may keep it, and once accepted or deleted the browser asks again.
const SUGGESTION = 'private, no-cache';

/** The best format the browser accepts (`q=0` means "not"): AVIF, then WebP, else the original's. */
export function negotiateFormat(accept: string | undefined, original: string): string {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([type]) => type.trim().toLowerCase()),
  );
  return MODERN_FORMATS.find((format) => accepted.has(`image/${format}`)) ?? original;
}

const matchesEtag = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

/**
 * GET /image/{id}-{version}.{extension} — the original — and
 * GET /image/{size}/{id}-{version}.{extension} — one of the six widths (website.md §3),
 * as AVIF or WebP when the browser's `Accept` names them (`Vary: Accept`), else in the
 * original format. While the sizes are being made the sized URL answers the original
 * (revalidated, not immutable). Older versions stay reachable. An AI suggestion not yet
 * accepted is served to signed-in staff only. Anything else: German 404.
 */
export function registerImageFileRoutes(app: ServiceApp, ctx: ServiceContext, storage: ImageStorage): void {
  const db = ctx.db as ContentDb;

  async function send(request: FastifyRequest, reply: FastifyReply, file: string, size: ImageSize | null) {
    const match = FILE_NAME.exec(file);
    if (!match) throw notFound(imageTexts.notFound);
    const [, id, version, extension] = match;
    const ref = { id: Number(id), version: Number(version) };
    const image = await findImage(db, ref.id);
    // The current version must have the record's extension; an older one is found by its file.
    if (!image || ref.version > image.version || (ref.version === image.version && image.extension !== extension)) {
      throw notFound(imageTexts.notFound);
    }
    // An AI suggestion nobody accepted is not part of the website: only staff (the back office's preview) see it.
    if (image.suggestion && !request.staff) throw notFound(imageTexts.notFound);
    const format = size ? negotiateFormat(request.headers.accept, extension) : extension;
    const sized = size ? await storage.open(storage.sizedPath(ref, size, format)) : null;
    const stored = sized ?? (await storage.open(storage.originalPath(ref, extension)));
    if (!stored) throw notFound(imageTexts.notFound);
    const served = sized ? format : extension;
    const etag = `"${ref.id}-${ref.version}-${sized ? `${size}-${served}` : 'original'}"`;
    reply.headers({
      'cache-control': image.suggestion ? SUGGESTION : size && !sized ? REVALIDATE : IMMUTABLE,
      etag,
      'x-content-type-options': 'nosniff',
      ...(size ? { vary: 'Accept' } : {}),
    });
    if (matchesEtag(request, etag)) {
      stored.stream.destroy();
      return reply.code(304).send();
    }
    reply.headers({ 'content-type': IMAGE_MIME_TYPES[served], 'content-length': String(stored.size) });
    return reply.send(stored.stream);
  }

  app.get('/image/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (request, reply) =>
    send(request, reply, request.params.file, null),
  );

  app.get(
    '/image/:size/:file',
    { schema: { hide: true, params: z.object({ size: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const { size, file } = request.params;
      if (!Object.hasOwn(IMAGE_SIZES, size)) throw notFound(imageTexts.notFound);
      return send(request, reply, file, size as ImageSize);
    },
  );
}

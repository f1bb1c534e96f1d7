import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { dataEnvelope, fontSchema } from '@asp/contracts';
import { fontTexts } from '@asp/i18n';
import { notFound, type ServiceApp } from '@asp/server-kit';
import type { FontCatalog } from '../fonts/font-catalog';

// The file URLs carry the package version (?v=…): a release with new files gets new URLs.
const FILE_CACHE = 'public, max-age=31536000, immutable';
// The stylesheet URL has no version: browsers keep it a day and then ask again (ETag).
const STYLESHEET_CACHE = 'public, max-age=86400';
const STYLESHEET = /^style-([a-z0-9]{1,16})\.embed\.css$/;
const familyParams = z.object({ family: z.string().max(100) });

/**
 * Fonts (document 1 §3 read-only, looked up by family; §7 `GET fonts` and the font
 * stylesheet, cached per family and variant). Public: the storefront loads the configured
 * font's stylesheet for every visitor, and the list holds nothing but installed packages.
 *
 * - GET /api/fonts, GET /api/fonts/{family}: the families with weights (Thin … Black) and styles.
 * - GET /fonts/google/{family}/style-{variant}.embed.css: @font-face rules of one variant.
 * - GET /fonts/google/{family}/files/{name}.woff2: the font files those rules point to.
 */
export function registerFontRoutes(app: ServiceApp, fonts: FontCatalog): void {
  const familyOf = (family: string) => {
    const entry = fonts.find(family);
    if (!entry) throw notFound(fontTexts.unknownFamily);
    return entry;
  };

  app.get('/api/fonts', { schema: { summary: 'Fonts: list', response: { 200: dataEnvelope(z.array(fontSchema)) } } }, async () => ({
    data: fonts.list(),
  }));

  app.get(
    '/api/fonts/:family',
    { schema: { summary: 'Fonts: one family', params: familyParams, response: { 200: dataEnvelope(fontSchema) } } },
    async (request) => ({ data: familyOf(request.params.family).font }),
  );

  app.get(
    '/fonts/google/:family/:stylesheet',
    // The answer is CSS, not a JSON envelope; only failures use { errors }.
    { schema: { hide: true, params: familyParams.extend({ stylesheet: z.string().max(100) }) } },
    async (request, reply) => {
      const entry = familyOf(request.params.family);
      const variant = STYLESHEET.exec(request.params.stylesheet)?.[1];
      const css = variant ? await fonts.stylesheet(entry, variant) : undefined;
      if (css === undefined) throw notFound(fontTexts.unknownVariant);
      const etag = `"${entry.font.id}-${entry.version}-${variant}"`;
      reply.headers({ 'cache-control': STYLESHEET_CACHE, etag, 'x-content-type-options': 'nosniff' });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/css; charset=utf-8').send(css);
    },
  );

  app.get(
    '/fonts/google/:family/files/:file',
    { schema: { hide: true, params: familyParams.extend({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const entry = familyOf(request.params.family);
      const file = await fonts.fontFile(entry, request.params.file);
      if (!file) throw notFound(fontTexts.unknownFile);
      const etag = `"${entry.font.id}-${entry.version}-${request.params.file}"`;
      reply.headers({
        'cache-control': FILE_CACHE,
        etag,
        'x-content-type-options': 'nosniff',
        // Fonts are fetched in CORS mode; a remote's own dev server may ask for them.
        'access-control-allow-origin': '*',
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.headers({ 'content-type': 'font/woff2', 'content-length': String(file.size), 'last-modified': file.modified.toUTCString() });
      return reply.send(createReadStream(file.path));
    },
  );
}

import {
  dataEnvelope,
  generateImageRequestSchema,
  generateImageTextResultSchema,
  generatedImageResultSchema,
  generateSiteTextBodySchema,
  generateSiteTextResultSchema,
} from '@asp/contracts';
import {
  ROLE_ADMIN,
  eventActor,
  idParams,
  notFound,
  requireRole,
  sanitizeRichText,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import type { ImageProvider } from '../ai/image-provider';
import type { TextProvider } from '../ai/text-provider';
import { IMAGE_MIME_TYPES } from '../images/image-processing';
import { findImage } from '../images/image-store';
import { storeNewImage, type NewImageDeps } from '../images/new-image';
import { findPublishedSite, readDraft, saveDraft } from '../site-publishing/publishing-store';
import type { ContentDb } from '../tables';

const SYSTEM = [
  'Du schreibst Texte für die Website einer handwerklichen Metzgerei in Deutschland.',
  'Schreibe auf Deutsch, freundlich, konkret und ohne Übertreibungen. Erfinde keine Preise, Adressen oder Öffnungszeiten.',
  'Antworte nur mit dem gewünschten Text, ohne Einleitung und ohne Anführungszeichen.',
].join(' ');

/** Put before the user's words: what the pictures are for, so a short prompt still fits the website. */
const IMAGE_CONTEXT =
  'Fotografie für die Website einer handwerklichen Metzgerei in Deutschland, natürliches Licht, appetitlich, ohne Schrift und ohne Logos. Motiv: ';

export interface ContentAiDeps extends Omit<NewImageDeps, 'log'> {
  text: TextProvider;
  image: ImageProvider;
}

/**
 * AI assistance (document 1 §7): the provider writes, a person decides. Site text goes into
 * the site's DRAFT (a new text block, or the description) and is public only once someone
 * publishes the draft; an image's alt text is only suggested; a generated image is stored as a
 * suggestion (`suggestion: true`: staff only, never on the public website) until someone
 * saves it as theirs or deletes it. Administrators only.
 */
export function registerContentAiRoutes(app: ServiceApp, ctx: ServiceContext, deps: ContentAiDeps): void {
  const db = ctx.db as ContentDb;
  const provider = deps.text;
  const admin = requireRole(ROLE_ADMIN);

  app.post(
    '/api/content-ai/generate/site/:id',
    {
      onRequest: admin,
      schema: {
        summary: 'AI: write a text into the site draft (a new text block or the description)',
        params: idParams,
        body: generateSiteTextBodySchema,
        response: { 200: dataEnvelope(generateSiteTextResultSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await readDraft(db, id);
      if (!before) throw notFound();
      const { prompt, target } = request.body;
      const page = `Seite „${before.data.name}“ (Titel: ${before.data.title || before.data.name}; Beschreibung: ${before.data.description || '–'}).`;
      const task =
        target === 'description'
          ? 'Schreibe eine Seitenbeschreibung für Suchmaschinen, höchstens 160 Zeichen, reiner Text.'
          : 'Schreibe einen Textabschnitt für diese Seite als einfaches HTML (nur <p>, <h2>, <h3>, <ul>, <li>, <strong>, <em>).';
      const { text: raw, model } = await provider.generate([
        { role: 'system', content: SYSTEM },
        { role: 'user', content: `${page}\n${task}\nWunsch: ${prompt}` },
      ]);
      const text = target === 'description' ? raw.replace(/<[^>]*>/g, '').slice(0, 1000) : sanitizeRichText(raw);
      await db.transaction().execute(async (trx) => {
        if (!(await findPublishedSite(trx, id, true))) throw notFound();
        // Re-read inside the lock: a draft saved meanwhile is kept, the text is added to it.
        const draft = (await readDraft(trx, id))!;
        const data =
          target === 'description'
            ? { ...draft.data, description: text }
            : { ...draft.data, content: { ...draft.data.content, body: [...draft.data.content.body, { type: 'text', value: { text } }] } };
        await saveDraft(trx, id, data);
      });
      return { data: { text, model } };
    },
  );

  app.post(
    '/api/content-ai/generate/image',
    {
      onRequest: admin,
      schema: {
        summary: "AI: suggest an alt text for an image (mode 'alt', not saved) or make a new image (mode 'create', stored as a suggestion)",
        body: generateImageRequestSchema,
        response: { 200: dataEnvelope(generateImageTextResultSchema), 201: dataEnvelope(generatedImageResultSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.mode === 'create') {
        // Checked by the provider (a real PNG or JPEG within the image rules) before anything is stored.
        const made = await deps.image.generate(`${IMAGE_CONTEXT}${body.prompt}`, body.size);
        const image = await storeNewImage(
          db,
          { images: deps.images, enqueue: deps.enqueue, log: request.log },
          {
            alt: body.prompt.slice(0, 255),
            extension: made.extension,
            mimeType: IMAGE_MIME_TYPES[made.extension],
            width: made.width,
            height: made.height,
            bytes: made.bytes.length,
            name: `ki-bild.${made.extension}`,
            suggestion: true,
          },
          made.bytes,
          eventActor(request.staff),
        );
        return reply.code(201).send({ data: { image, model: made.model } });
      }
      const image = await findImage(db, body.imageId);
      if (!image) throw notFound();
      const facts = `Bild: Dateiname „${image.name ?? ''}“, bisheriger Alternativtext „${image.alt}“, ${image.width}×${image.height} Pixel.`;
      const { text, model } = await provider.generate([
        { role: 'system', content: SYSTEM },
        {
          role: 'user',
          content: `${facts}\nSchreibe einen Alternativtext (höchstens 125 Zeichen, reiner Text), der das Bild für blinde Menschen beschreibt.\nHinweis: ${body.prompt || '–'}`,
        },
      ]);
      return reply.code(200).send({ data: { alt: text.replace(/<[^>]*>/g, '').slice(0, 255), model } });
    },
  );
}

import { z } from 'zod';
import {
  dataEnvelope,
  siteDraftSchema,
  siteInputSchema,
  sitePreviewLinkSchema,
  sitePublishBodySchema,
  sitePublishResultSchema,
  siteSchema,
  siteVersionSchema,
  siteVersionSummarySchema,
} from '@asp/contracts';
import { websiteContentTexts } from '@asp/i18n';
import {
  DOCUMENT_BODY_LIMIT,
  HttpError,
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
  sanitizeMarkupInDocument,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import type { EnqueuePublication } from '../site-publishing/publishing-jobs';
import {
  createPreviewToken,
  findPublishedSite,
  findVersion,
  listVersions,
  previewSite,
  publishSite,
  readDraft,
  saveDraft,
} from '../site-publishing/publishing-store';
import type { ContentDb } from '../tables';

const versionParams = idParams.extend({ version: z.coerce.number().int().positive().max(1_000_000) });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/**
 * Drafts, preview links, publishing (now or scheduled) and version history of sites
 * (issue 14). `/api/sites` stays the published page; everything here works beside it.
 */
export function registerSitePublishingRoutes(app: ServiceApp, ctx: ServiceContext, enqueue: EnqueuePublication | null): void {
  const db = ctx.db as ContentDb;
  const admin = requireRole(ROLE_ADMIN);
  const staff = requireRole(ROLE_EMPLOYEE);
  const requireSite = async (id: number) => {
    if (!(await findPublishedSite(db, id))) throw notFound();
  };

  app.get(
    '/api/sites/:id/draft',
    { onRequest: staff, schema: { summary: 'Sites: read the draft', params: idParams, response: { 200: dataEnvelope(siteDraftSchema) } } },
    async (request) => {
      const draft = await readDraft(db, request.params.id);
      if (!draft) throw notFound();
      return { data: draft };
    },
  );

  app.put(
    '/api/sites/:id/draft',
    {
      onRequest: admin,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        summary: 'Sites: save the draft',
        params: idParams,
        body: siteInputSchema,
        response: { 200: dataEnvelope(siteDraftSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        if (!(await findPublishedSite(trx, id, true))) throw notFound();
        await saveDraft(trx, id, sanitizeMarkupInDocument(request.body));
      });
      return { data: (await readDraft(db, id))! };
    },
  );

  app.delete(
    '/api/sites/:id/draft',
    { onRequest: admin, schema: { summary: 'Sites: discard the draft (and its schedule)', params: idParams } },
    async (request, reply) => {
      await requireSite(request.params.id);
      await db.deleteFrom('site_drafts').where('site_id', '=', request.params.id).execute();
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/sites/:id/publish',
    {
      onRequest: admin,
      schema: {
        summary: 'Sites: publish the draft now or at a set time',
        params: idParams,
        body: sitePublishBodySchema,
        response: { 200: dataEnvelope(sitePublishResultSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const at = request.body.at ? new Date(request.body.at) : null;
      if (at && at.getTime() <= Date.now()) throw badRequest(websiteContentTexts.publishAtPast, 'at');
      if (at && !enqueue) throw new HttpError(503, [{ message: websiteContentTexts.publishingUnavailable }]);
      const result = await db.transaction().execute(async (trx) => {
        if (!(await findPublishedSite(trx, id, true))) throw notFound();
        const draft = await readDraft(trx, id);
        if (!draft?.hasDraft) throw conflict(websiteContentTexts.noDraft);
        if (at) {
          await trx.updateTable('site_drafts').set({ scheduled_at: at }).where('site_id', '=', id).execute();
          // Before the commit: a job that runs too early finds the old time and skips; the start-up re-queue covers a lost add.
          await enqueue!({ siteId: id, scheduledAt: at.toISOString() });
          return { site: null, version: null, scheduledAt: at.toISOString() };
        }
        const published = await publishSite(trx, id, draft.data, {
          name: request.staff?.username ?? null,
          actor: eventActor(request.staff),
        });
        return { ...published, scheduledAt: null };
      });
      return { data: result };
    },
  );

  app.delete(
    '/api/sites/:id/publish',
    { onRequest: admin, schema: { summary: 'Sites: cancel a scheduled publication', params: idParams } },
    async (request, reply) => {
      await requireSite(request.params.id);
      await db.updateTable('site_drafts').set({ scheduled_at: null }).where('site_id', '=', request.params.id).execute();
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/sites/:id/preview-link',
    {
      onRequest: admin,
      schema: {
        summary: 'Sites: a secret preview link of the draft',
        params: idParams,
        response: { 201: dataEnvelope(sitePreviewLinkSchema) },
      },
    },
    async (request, reply) => {
      await requireSite(request.params.id);
      return reply.code(201).send({ data: await createPreviewToken(db, request.params.id) });
    },
  );

  app.get(
    '/api/sites/preview/:token',
    { schema: { summary: 'Sites: the draft behind a preview link', params: tokenParams, response: { 200: dataEnvelope(siteSchema) } } },
    async (request, reply) => {
      const site = await previewSite(db, request.params.token);
      if (!site) throw notFound(websiteContentTexts.previewInvalid);
      // A draft changes with every save and must not land in shared caches.
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
      return { data: site };
    },
  );

  app.get(
    '/api/sites/:id/versions',
    {
      onRequest: staff,
      schema: {
        summary: 'Sites: published versions, newest first',
        params: idParams,
        querystring: z.object(listPagingShape),
        response: { 200: dataEnvelope(z.array(siteVersionSummarySchema)) },
      },
    },
    async (request, reply) => {
      await requireSite(request.params.id);
      const { items, total } = await listVersions(db, request.params.id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return { data: items };
    },
  );

  app.get(
    '/api/sites/:id/versions/:version',
    {
      onRequest: staff,
      schema: { summary: 'Sites: one published version', params: versionParams, response: { 200: dataEnvelope(siteVersionSchema) } },
    },
    async (request) => ({ data: await findVersion(db, request.params.id, request.params.version) }),
  );

  app.post(
    '/api/sites/:id/versions/:version/rollback',
    {
      onRequest: admin,
      schema: {
        summary: 'Sites: publish an earlier version again (as a new version)',
        params: versionParams,
        response: { 200: dataEnvelope(sitePublishResultSchema) },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const result = await db.transaction().execute(async (trx) => {
        const earlier = await findVersion(trx, id, version);
        return publishSite(trx, id, earlier.data, {
          name: request.staff?.username ?? null,
          actor: eventActor(request.staff),
          restoredFrom: version,
        });
      });
      return { data: { ...result, scheduledAt: null } };
    },
  );
}

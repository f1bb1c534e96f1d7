import { z } from 'zod';
import {
  ANALYTICS_MAX_DATA_BYTES,
  ANALYTICS_MAX_ENTRIES,
  analyticsLogAcceptedSchema,
  analyticsLogBatchSchema,
  analyticsLogEntrySchema,
  asAnalyticsBatch,
  dataEnvelope,
} from '@asp/contracts';
import { analyticsTexts, fill } from '@asp/i18n';
import { HttpError, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { storeEntries } from '../log-store';

// Contracts cannot depend on i18n, so the bounds get their German texts here.
const entrySchema = analyticsLogEntrySchema.extend({
  data: analyticsLogEntrySchema.shape.data.refine(
    (data) => data === undefined || data === null || JSON.stringify(data).length <= ANALYTICS_MAX_DATA_BYTES,
    { error: fill(analyticsTexts.dataTooLarge, { limit: ANALYTICS_MAX_DATA_BYTES }) },
  ),
});
const tooManyEntries = fill(analyticsTexts.tooManyEntries, { limit: ANALYTICS_MAX_ENTRIES });
const bodySchema = analyticsLogBatchSchema.extend({
  entries: z.array(entrySchema).min(1).max(ANALYTICS_MAX_ENTRIES, { error: tooManyEntries }),
});
// A full batch of full entries plus the JSON around them; anything larger is refused unread.
const BODY_LIMIT = ANALYTICS_MAX_ENTRIES * (ANALYTICS_MAX_DATA_BYTES + 1024) + 4096;

/**
 * POST /api/analytics-log (platform-and-backoffice.md §7), anonymous: the browser's
 * queue after cookie consent, flushed every second (website.md §7). One entry or
 * `{ entries }`; answers 202 with the number stored. The caller's IP is not stored (only
 * hashed with the day's salt into the day's visitor hash).
 */
export function registerAnalyticsLogRoutes(app: ServiceApp, ctx: ServiceContext, options: { idSalt: string }): void {
  app.post(
    '/api/analytics-log',
    {
      bodyLimit: BODY_LIMIT,
      // Also the answer when a chunked body (no content-length) runs past the limit.
      config: { bodyTooLargeMessage: analyticsTexts.requestTooLarge, openapi: { errors: [413] } },
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT)
          throw new HttpError(413, [{ message: analyticsTexts.requestTooLarge }]);
      },
      // A single entry is read as a batch of one before validation.
      preValidation: async (request) => {
        request.body = asAnalyticsBatch(request.body) as typeof request.body;
      },
      schema: { summary: 'Store analytics log entries', body: bodySchema, response: { 202: dataEnvelope(analyticsLogAcceptedSchema) } },
    },
    async (request, reply) => {
      const accepted = await storeEntries(ctx.db, {
        batch: request.body,
        userAgent: request.headers['user-agent'],
        address: request.ip,
        host: request.hostname,
        idSalt: options.idSalt,
      });
      return reply.code(202).send({ data: { accepted } });
    },
  );
}

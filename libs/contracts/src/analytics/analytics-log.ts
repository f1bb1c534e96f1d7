import { z } from 'zod';

/**
 * Analytics log ingestion (platform-and-backoffice.md §3 'Analytics log entry: type,
 * action, category, data', §7 'POST analytics-log'; website.md §7 kinds). The browser
 * queues entries after cookie consent and flushes them every second, so one call
 * usually carries a batch.
 */

/**
 * website.md §7 kinds: device init (language, userAgent, screen …), event, pageview and
 * the commerce events addtocart, initiatecheckout, purchase.
 */
export const analyticsLogTypes = ['init', 'event', 'pageview', 'addtocart', 'initiatecheckout', 'purchase'] as const;
export type AnalyticsLogType = (typeof analyticsLogTypes)[number];

export const ANALYTICS_MAX_ENTRIES = 100;
/** Largest `data` of one entry, as JSON text. */
export const ANALYTICS_MAX_DATA_BYTES = 16 * 1024;

const label = z.string().trim().max(200);
/** A client-chosen visitor or session id; the service stores only a hash of it. */
const clientId = z.string().trim().min(1).max(128);

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/**
 * Any JSON value, as z.json() but recursing through itself: with the id the OpenAPI
 * documents name it as a component (z.json()'s inner cycle has no name and became a
 * dangling `schema0` reference).
 */
export const jsonValueSchema: z.ZodType<JsonValue> = z
  .union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.lazy(() => jsonValueSchema)),
    z.record(
      z.string(),
      z.lazy(() => jsonValueSchema),
    ),
  ])
  .meta({ id: 'JsonValue' });

export const analyticsLogEntrySchema = z.object({
  type: z.enum(analyticsLogTypes),
  /** e.g. 'Submit: Kontakt' for a form event, the path for a page view. */
  action: label.nullish(),
  category: label.nullish(),
  /** Free JSON: device data, page, items/price/currency of commerce events. */
  data: jsonValueSchema.nullish(),
});
export type AnalyticsLogEntry = z.infer<typeof analyticsLogEntrySchema>;

/**
 * POST /api/analytics-log body, batch form: `{ entries: [...], visitorId?, sessionId? }`.
 * A single entry (with visitorId/sessionId beside its fields) is accepted as well and
 * read as a batch of one; see `asAnalyticsBatch`.
 */
export const analyticsLogBatchSchema = z.object({
  entries: z.array(analyticsLogEntrySchema).min(1).max(ANALYTICS_MAX_ENTRIES),
  visitorId: clientId.optional(),
  sessionId: clientId.optional(),
});
export type AnalyticsLogBatch = z.infer<typeof analyticsLogBatchSchema>;
export type AnalyticsLogBody = AnalyticsLogBatch | (AnalyticsLogEntry & Pick<AnalyticsLogBatch, 'visitorId' | 'sessionId'>);

/** A single-entry body → a batch of one (anything else is returned as it is, for validation). */
export function asAnalyticsBatch(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'entries' in body) return body;
  const { visitorId, sessionId, ...entry } = body as Record<string, unknown>;
  return { entries: [entry], visitorId, sessionId };
}

/** 202 `{ data: { accepted: n } }`. */
export const analyticsLogAcceptedSchema = z.object({ accepted: z.number().int() });

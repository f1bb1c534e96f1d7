import { z } from 'zod';
import { eventActorSchema } from '../events/define';

/**
 * The back office's logs (document 1 §2 module "logs", §7 `GET logs`, `GET logs/{id}`;
 * read-only). The spec names no fields, so this is what a shop operator asks of a log:
 * who changed which record when. The analytics service writes one entry per staff-visible
 * change from the services' resource events (created/updated/deleted, which carry the acting
 * staff member) and per sign-in.
 */
export const auditActions = ['created', 'updated', 'deleted', 'signed-in'] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** When the change happened (the event's time), ISO 8601. */
  occurredAt: z.string(),
  /** The event's subject stem, e.g. 'catalog.branch', 'identity.user', 'identity.login'. */
  resource: z.string(),
  /** Id of the changed record (for a sign-in: the user's id). */
  resourceId: z.number().int().nullable(),
  action: z.enum(auditActions),
  /** Who did it; null for changes no staff member made (demo data, jobs, the shop). */
  actor: eventActorSchema.nullable(),
  /** The record's name at the time ('Konstanz', 'Maria Huber'); '' when it had none. */
  label: z.string(),
  /** For updates: the top-level fields that differ from the previous state (unknown before the first). */
  changedFields: z.array(z.string()),
  /** Why, when the changed record says so (a working activity of a closed month: its changeReason); else null. */
  reason: z.string().nullable(),
  /** One German line, e.g. 'Filiale „Konstanz“ geändert'. */
  summary: z.string(),
  /** The event behind the entry, to trace it through the services. */
  eventId: z.string(),
  subject: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** Date or date-time (a date alone means the whole day in the `to` bound). */
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * GET /api/logs filters, all in SQL: `resource` (subject stem), `action`, `user` (the actor's
 * username, case-insensitive), `q` (record name), `from`/`to` (inclusive), `sort` by time,
 * and `limit`/`offset` paging with x-total-count.
 */
export const auditLogListQuerySchema = z.object({
  resource: z
    .string()
    .trim()
    .regex(/^[a-z-]+\.[a-z-]+$/)
    .optional(),
  action: z.enum(auditActions).optional(),
  user: z.string().trim().max(180).optional(),
  q: z.string().trim().max(200).optional(),
  from: instant.optional(),
  to: instant.optional(),
  sort: z.enum(['occurredAt', '-occurredAt']).optional(),
});
export type AuditLogListQuery = z.infer<typeof auditLogListQuerySchema>;

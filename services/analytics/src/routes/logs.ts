import { z } from 'zod';
import { auditLogEntrySchema, auditLogListQuerySchema, dataEnvelope, type AuditLogEntry, type AuditLogListQuery } from '@asp/contracts';
import { auditSummary } from '@asp/i18n';
import {
  ROLE_ADMIN,
  TOTAL_COUNT_HEADER,
  idParams,
  listPagingShape,
  notFound,
  requireRole,
  sql,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import type { RawBuilder } from 'kysely';

/** The shop's day boundaries for date-only bounds (the back office speaks local dates). */
const SHOP_TIME_ZONE = 'Europe/Berlin';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Pages without a limit are capped: the log only grows. */
const DEFAULT_LIMIT = 50;

interface AuditRow {
  id: string | number;
  event_id: string;
  subject: string;
  resource: string;
  resource_id: string | number | null;
  action: AuditLogEntry['action'];
  actor_id: string | number | null;
  actor_username: string | null;
  label: string;
  changed_fields: string[];
  reason: string | null;
  occurred_at: Date;
}

function toEntry(row: AuditRow): AuditLogEntry {
  const actor = row.actor_id !== null && row.actor_username !== null ? { id: Number(row.actor_id), username: row.actor_username } : null;
  const entry = {
    id: Number(row.id),
    occurredAt: row.occurred_at.toISOString(),
    resource: row.resource,
    resourceId: row.resource_id === null ? null : Number(row.resource_id),
    action: row.action,
    actor,
    label: row.label,
    changedFields: row.changed_fields,
    reason: row.reason,
    eventId: row.event_id,
    subject: row.subject,
  };
  return { ...entry, summary: auditSummary(entry) };
}

/** The list filters as one SQL condition; values are bound parameters. */
function logCondition(query: AuditLogListQuery): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [];
  if (query.resource) conditions.push(sql`resource = ${query.resource}`);
  if (query.action) conditions.push(sql`action = ${query.action}`);
  if (query.user) conditions.push(sql`lower(actor_username) = lower(${query.user})`);
  if (query.q) conditions.push(sql`strpos(lower(label), lower(${query.q})) > 0`);
  if (query.from) {
    conditions.push(
      DATE_ONLY.test(query.from)
        ? sql`occurred_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`
        : sql`occurred_at >= ${query.from}::timestamptz`,
    );
  }
  if (query.to) {
    // A date as upper bound includes its whole day.
    conditions.push(
      DATE_ONLY.test(query.to)
        ? sql`occurred_at < ((${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`
        : sql`occurred_at <= ${query.to}::timestamptz`,
    );
  }
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
}

const columns = [
  'id',
  'event_id',
  'subject',
  'resource',
  'resource_id',
  'action',
  'actor_id',
  'actor_username',
  'label',
  'changed_fields',
  'reason',
  'occurred_at',
] as const;

/**
 * GET /api/logs and GET /api/logs/{id} (document 1 §7, read-only): the audit log of staff
 * changes and sign-ins, for ROLE_ADMIN. Filters, order and paging run in SQL; newest first.
 */
export function registerLogRoutes(app: ServiceApp, ctx: ServiceContext): void {
  const { db } = ctx;
  const adminOnly = requireRole(ROLE_ADMIN);

  app.get(
    '/api/logs',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Logs: list (filter by area, action, user, name, time; paged, newest first)',
        querystring: auditLogListQuerySchema.extend(listPagingShape),
        response: { 200: dataEnvelope(z.array(auditLogEntrySchema)) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const where = logCondition(query);
      const direction = query.sort === 'occurredAt' ? 'asc' : 'desc';
      const rows = (await db
        .selectFrom('audit_log')
        .select(columns)
        .where(where)
        .orderBy('occurred_at', direction)
        .orderBy('id', direction)
        .limit(query.limit ?? DEFAULT_LIMIT)
        .offset(query.offset ?? 0)
        .execute()) as AuditRow[];
      const { total } = await db
        .selectFrom('audit_log')
        .select(sql<number>`count(*)::int`.as('total'))
        .where(where)
        .executeTakeFirstOrThrow();
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return { data: rows.map(toEntry) };
    },
  );

  app.get(
    '/api/logs/:id',
    {
      onRequest: adminOnly,
      schema: { summary: 'Logs: read one', params: idParams, response: { 200: dataEnvelope(auditLogEntrySchema) } },
    },
    async (request) => {
      const row = (await db.selectFrom('audit_log').select(columns).where('id', '=', request.params.id).executeTakeFirst()) as
        AuditRow | undefined;
      if (!row) throw notFound();
      return { data: toEntry(row) };
    },
  );
}

import { createHash } from 'node:crypto';
import { on, type ConsumerDefinition, type EventMeta, type Trx } from '@asp/server-kit';
import { auditedPayloadSchema, auditedStreams, type AuditedEvent, type AuditedPayload } from './audited-events';

const LABEL_MAX_LENGTH = 200;

/** The record's name as staff know it: name, title, username, person or company, identifier, path. */
export function recordLabel(data: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const person = [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ');
  const label =
    text(data.name) ||
    text(data.title) ||
    text(data.username) ||
    person ||
    text(data.companyName) ||
    text(data.identifier) ||
    text(data.path) ||
    text(data.label);
  return label.slice(0, LABEL_MAX_LENGTH);
}

/**
 * A short hash per top-level field (id aside): enough to tell which fields an update
 * changed, while the log keeps nobody's data (customers' addresses stay in identity).
 */
export function fieldHashes(data: Record<string, unknown>): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    if (field === 'id') continue;
    hashes[field] = createHash('sha256')
      .update(JSON.stringify(value) ?? 'undefined')
      .digest('base64url')
      .slice(0, 16);
  }
  return hashes;
}

/** Fields whose hash differs, in either direction (added and removed fields count). */
export function changedFields(before: Record<string, string>, after: Record<string, string>): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((field) => before[field] !== after[field]).sort();
}

interface RecordState {
  label: string;
  field_hashes: Record<string, string>;
}

async function readState(trx: Trx, resource: string, id: number): Promise<RecordState | undefined> {
  return (await trx
    .selectFrom('audit_record_state')
    .select(['label', 'field_hashes'])
    .where('resource', '=', resource)
    .where('resource_id', '=', id)
    .executeTakeFirst()) as RecordState | undefined;
}

/**
 * Why the change was made, when the record says so: a working activity changed in a closed
 * month carries its `changeReason` (issue 15), which the log keeps as the audit trail asks.
 */
export function changeReason(action: AuditedEvent['action'], data: Record<string, unknown> | undefined): string | null {
  const reason = action === 'created' || action === 'updated' ? data?.changeReason : undefined;
  return typeof reason === 'string' && reason.trim() ? reason.trim().slice(0, 500) : null;
}

/**
 * Writes the log entry of one audited event (inside the consumer's transaction, so the
 * entry and the "handled" record commit together) and keeps the record's state current.
 */
export async function recordAuditEntry(trx: Trx, audited: AuditedEvent, payload: AuditedPayload, meta: EventMeta): Promise<void> {
  const { resource, action } = audited;
  const id = payload.id;
  let label = '';
  let changed: string[] = [];
  if (action === 'signed-in') {
    label = payload.actor?.username ?? '';
  } else if (action === 'deleted') {
    label = (await readState(trx, resource, id))?.label ?? '';
    await trx.deleteFrom('audit_record_state').where('resource', '=', resource).where('resource_id', '=', id).execute();
  } else {
    const data = payload.data ?? {};
    const hashes = fieldHashes(data);
    label = recordLabel(data);
    const before = await readState(trx, resource, id);
    // Before the first state the log cannot know what changed, and says nothing rather than everything.
    if (action === 'updated' && before) changed = changedFields(before.field_hashes, hashes);
    await trx
      .insertInto('audit_record_state')
      .values({ resource, resource_id: id, label, field_hashes: JSON.stringify(hashes) })
      .onConflict((conflict) => conflict.columns(['resource', 'resource_id']).doUpdateSet({ label, field_hashes: JSON.stringify(hashes) }))
      .execute();
  }
  await trx
    .insertInto('audit_log')
    .values({
      event_id: meta.id,
      subject: meta.subject,
      resource,
      resource_id: id,
      action,
      actor_id: payload.actor?.id ?? null,
      actor_username: payload.actor?.username ?? null,
      label,
      changed_fields: changed,
      reason: changeReason(action, payload.data),
      occurred_at: meta.occurredAt,
    })
    // The consumer already handles each event once; this also covers a replayed stream.
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}

/** One durable consumer per producing stream, each handling that domain's audited events. */
export const auditLogConsumers: ConsumerDefinition[] = auditedStreams.map(({ stream, durable, events }) => ({
  stream,
  durable,
  handlers: events.map((audited) =>
    on(audited.event, (payload, trx, meta) => recordAuditEntry(trx, audited, payload, meta), { reads: auditedPayloadSchema }),
  ),
}));

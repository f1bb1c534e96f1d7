import { sql, type DomainEvent } from '@asp/server-kit';
import { REPLICA_TABLES, TABLES, type ReplicaEntity, type OrdersTrx } from '../tables';

/**
 * Applies one catalog event to the local replica. Upserts and deletes are idempotent in
 * themselves, and the consumer records every handled event id, so a redelivery changes
 * nothing. Entities the orders service does not need (divisions, tags, …) are skipped.
 */
export async function applyCatalogEvent(trx: OrdersTrx, event: Pick<DomainEvent, 'subject' | 'payload'>): Promise<boolean> {
  const [, entity, action] = event.subject.split('.');
  const payload = event.payload as { id?: number; data?: Record<string, unknown> } | null;
  if (entity === 'config' && action === 'updated' && payload?.data) {
    await trx
      .insertInto(TABLES.catalogConfig)
      .values({ id: 1, data: JSON.stringify(payload.data) })
      .onConflict((c) => c.column('id').doUpdateSet({ data: sql`excluded.data`, updated_at: sql`now()` }))
      .execute();
    return true;
  }
  const table = REPLICA_TABLES[entity as ReplicaEntity];
  if (!table || typeof payload?.id !== 'number') return false;
  if (action === 'deleted') {
    await trx.deleteFrom(table).where('id', '=', payload.id).execute();
    return true;
  }
  if ((action === 'created' || action === 'updated') && payload.data) {
    const data = JSON.stringify({ ...payload.data, id: payload.id });
    await trx
      .insertInto(table)
      .values({ id: payload.id, data })
      .onConflict((c) => c.column('id').doUpdateSet({ data: sql`excluded.data`, updated_at: sql`now()` }))
      .execute();
    return true;
  }
  return false;
}

import { fill } from '@asp/i18n';
import { conflict, sql, unprocessable, type ErrorItem } from '@asp/server-kit';
import type { CatalogResourceTable, CatalogTrx } from './tables';

/**
 * Checks between catalogue records: a write naming a record that does not exist is
 * answered 422 (per field), a delete of a record still used elsewhere 409 with the
 * name of the user, so the back office can say what to change first.
 */

/** The subset of `ids` that exist in `table`. */
export async function existingIds(trx: CatalogTrx, table: CatalogResourceTable, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  const rows = await trx.selectFrom(table).select('id').where('id', 'in', unique).execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** One reference field of a write: where it sits in the body and which record it names. */
export interface Reference {
  field: string;
  id: number;
}

/** What one write names in one table, and the message for a name that does not exist. */
export interface ReferenceCheck {
  table: CatalogResourceTable;
  references: Reference[];
  message: string;
}

/** Throws one 422 listing every reference (of all checks) whose record does not exist. */
export async function assertReferencesExist(trx: CatalogTrx, checks: ReferenceCheck[]): Promise<void> {
  const errors: ErrorItem[] = [];
  for (const { table, references, message } of checks) {
    const found = await existingIds(
      trx,
      table,
      references.map((reference) => reference.id),
    );
    for (const { field, id } of references) if (!found.has(id)) errors.push({ message, field });
  }
  if (errors.length) throw unprocessable(errors);
}

/** The first record of `table` whose document contains `fragment` (JSONB @>), or null. */
export async function findUser(
  trx: CatalogTrx,
  table: CatalogResourceTable,
  fragment: unknown,
): Promise<{ id: number; name: string } | null> {
  const row = await trx
    .selectFrom(table)
    .select(['id', sql<string>`coalesce(data->>'name', data->>'identifier', '')`.as('name')])
    .where(sql<boolean>`data @> ${JSON.stringify(fragment)}::jsonb`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: String(row.name) } : null;
}

/** 409 with `template` (filled with the user's name) when a record containing `fragment` exists. */
export async function assertUnused(trx: CatalogTrx, table: CatalogResourceTable, fragment: unknown, template: string): Promise<void> {
  const user = await findUser(trx, table, fragment);
  if (user) throw conflict(fill(template, { name: user.name }));
}

import { z } from 'zod';
import { sql, type RawBuilder } from 'kysely';

/**
 * List queries of the standard resources in SQL: visibility, filters, order and paging
 * run in PostgreSQL, so a list never loads a whole table into the service to throw most
 * of it away, and the indexes of each service's migrations can serve the filters.
 */

/** A condition on one row of a resource table (`id`, `data` JSONB, …). */
export type SqlCondition = RawBuilder<boolean>;

/**
 * For each list query parameter: the condition its (validated, present) value adds, or
 * undefined for none. Values are always bound parameters, never spliced into the SQL.
 */
export type ListFilters<Q> = { [K in keyof Q]?: (value: NonNullable<Q[K]>) => SqlCondition | undefined };

/**
 * Paging of every standard list. Without `limit` the list is complete (the back office
 * and the start-up load hold whole resources, document 1 §3); with `limit`/`offset` it
 * is one page, ordered by id, and the `x-total-count` header carries the number of
 * records matching the filters (the spec names no paging parameters).
 */
export const listPagingShape = {
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
};
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * The JSONB field name as an SQL string literal. A literal (not a bound parameter) on
 * purpose: PostgreSQL uses an expression index such as `((data->>'branch'))` only when
 * the query spells the same expression. Names come from code, never from callers.
 */
function fieldLiteral(field: string): RawBuilder<unknown> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Ungültiger Feldname: ${field}`);
  return sql.raw(`'${field}'`);
}

/** `like` matches its pattern's own characters literally only when they are escaped. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `data->>'field'` — the field as text, as the expression indexes spell it. */
export const jsonText = (field: string): RawBuilder<string> => sql<string>`(data->>${fieldLiteral(field)})`;

/** The record contains `fields` (JSONB containment; served by a GIN index on `data`). */
export const jsonContains = (fields: Record<string, unknown>): SqlCondition => sql<boolean>`data @> ${JSON.stringify(fields)}::jsonb`;

/** A boolean field compared with a 'true'/'false' query value. */
export const jsonFlagIs = (field: string, value: 'true' | 'false' | boolean): SqlCondition =>
  jsonContains({ [field]: value === true || value === 'true' });

/** Text field equal to `value`, ignoring case (German umlauts included: the databases use the C.UTF-8 builtin locale). */
export const jsonTextEqualsIgnoringCase = (field: string, value: string): SqlCondition =>
  sql<boolean>`lower(${jsonText(field)}) = lower(${value})`;

/** Text field containing `part`, ignoring case. */
export const jsonTextContainsIgnoringCase = (field: string, part: string): SqlCondition =>
  sql<boolean>`lower(${jsonText(field)}) like ${`%${escapeLike(part.toLocaleLowerCase('de'))}%`}`;

/**
 * The `q`/`search` filters of the staff lists: every whitespace-separated word must
 * occur (case-insensitive) in one of the fields, so "müller konstanz" finds Anna Müller
 * from Konstanz. Undefined when there is no word.
 */
export function searchWords(q: string | undefined, fields: string[]): SqlCondition | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const haystack = sql`lower(concat_ws(' ', ${sql.join(fields.map(jsonText))}))`;
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${haystack} like ${`%${escapeLike(word.toLocaleLowerCase('de'))}%`}`),
    sql` and `,
  )})`;
}

/** Every condition at once; `true` when there is none. */
export function allOf(conditions: (SqlCondition | undefined)[]): SqlCondition {
  const present = conditions.filter((condition): condition is SqlCondition => condition !== undefined);
  return present.length ? sql<boolean>`(${sql.join(present, sql` and `)})` : sql<boolean>`true`;
}

/** The conditions the list query's parameters ask for, in the order of `filters`. */
export function filterConditions<Q>(filters: ListFilters<Q> | undefined, query: Q): SqlCondition[] {
  const conditions: SqlCondition[] = [];
  for (const [key, toCondition] of Object.entries(filters ?? {}) as [
    keyof Q,
    ((value: unknown) => SqlCondition | undefined) | undefined,
  ][]) {
    const value = query[key];
    if (value === undefined || value === null || value === '' || !toCondition) continue;
    const condition = toCondition(value);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * The `sort` parameter of a list with sortable fields: 'name' ascending, '-name'
 * descending; only the fields the resource names (a closed choice, so the field name
 * never comes from the caller). 'id' sorts by the row id.
 */
export function sortQueryShape(fields: readonly string[] | undefined) {
  if (!fields?.length) return {};
  const choices = [...fields, ...fields.map((field) => `-${field}`)] as [string, ...string[]];
  return { sort: z.enum(choices).optional() };
}

/**
 * The ORDER BY of a sorted list in SQL: numbers by value, everything else as text
 * ignoring case, missing values last; the id breaks ties so pages never overlap.
 */
export function sortOrder(sort: string | undefined): RawBuilder<unknown> {
  if (!sort) return sql`id`;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  if (field === 'id') return sql`id ${direction}`;
  const value = sql`(data->${fieldLiteral(field)})`;
  return sql`case when jsonb_typeof(${value}) = 'number' then (${jsonText(field)})::numeric end ${direction} nulls last, lower(${jsonText(field)}) ${direction} nulls last, id ${direction}`;
}

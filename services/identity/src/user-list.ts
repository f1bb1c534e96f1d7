import type { UserListQuery } from '@asp/contracts';
import { sql, type Db } from '@asp/server-kit';
import type { RawBuilder } from 'kysely';
import { userColumns, type UserRow } from './user-store';

/** `like` matches its pattern's own characters literally only when they are escaped. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

// What `q` looks through: the username (a column) and the descriptive JSONB fields.
const haystack = sql`lower(concat_ws(' ', username, data->>'firstName', data->>'lastName', data->>'email'))`;

/** The filters of GET /api/users as one SQL condition (values are bound parameters). */
export function userListCondition(query: UserListQuery): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [];
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${haystack} like ${`%${escapeLike(word.toLocaleLowerCase('de'))}%`}`);
  }
  if (query.role) conditions.push(sql`${query.role} = any(roles)`);
  if (query.branch) conditions.push(sql`branches @> array[${query.branch}]::integer[]`);
  if (query.state === 'enabled') conditions.push(sql`(is_enabled and not is_locked)`);
  if (query.state === 'disabled') conditions.push(sql`not is_enabled`);
  if (query.state === 'locked') conditions.push(sql`is_locked`);
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
}

// Sort keys map to fixed SQL (never the caller's text); ties by id keep pages stable.
const sortExpressions = {
  username: sql`lower(username)`,
  lastName: sql`lower(coalesce(data->>'lastName', ''))`,
  email: sql`lower(coalesce(data->>'email', ''))`,
} as const;

export interface UserListPage {
  rows: UserRow[];
  /** Only when paged (limit or offset given): the number of matching users. */
  total: number | null;
}

/** One page (or, without limit/offset, all) of the users matching the filters, sorted in SQL. */
export async function listUsers(db: Db, query: UserListQuery & { limit?: number; offset?: number }): Promise<UserListPage> {
  const where = userListCondition(query);
  const sort = query.sort ?? 'username';
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as keyof typeof sortExpressions;
  const direction = descending ? sql`desc` : sql`asc`;
  let select = db
    .selectFrom('users')
    .select(userColumns)
    .where(where)
    .orderBy(sql`${sortExpressions[key]} ${direction}`)
    .orderBy('id');
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset !== undefined) select = select.offset(query.offset);
  const rows = (await select.execute()) as UserRow[];
  if (query.limit === undefined && query.offset === undefined) return { rows, total: null };
  const { total } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { rows, total };
}

import { jsonFlagIs, sql, type SqlCondition } from '@asp/server-kit';

/**
 * What anonymous callers may read (storefront.md §2.5, §6; website.md §6), as SQL
 * conditions on the resource tables, so lists and reads filter in PostgreSQL (served by
 * the GIN index on `data`); staff see everything.
 * - Enabled branches are public even when not isPublic: the branch list shows those
 *   styled inactive, and only public and enabled ones are selectable (a client rule).
 * - Non-public products never reach the shop; disabled public ones show as unavailable.
 * - Everything else the catalogue holds is public as a whole.
 */
export const PUBLIC_ROWS = {
  all: sql<boolean>`true`,
  branches: jsonFlagIs('isEnabled', true),
  products: jsonFlagIs('isPublic', true),
} satisfies Record<string, SqlCondition>;

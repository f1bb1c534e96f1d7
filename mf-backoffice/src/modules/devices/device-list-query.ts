/** Rows per page of the device log (the device list pages with the kit's list state). */
export const LOG_PAGE_SIZE = 20;

/** `limit` and `offset` of a zero-based page (a negative or broken page counts as the first). */
export function pageSearch(page: number, pageSize: number): string {
  const safePage = Number.isInteger(page) && page > 0 ? page : 0;
  return new URLSearchParams({ limit: String(pageSize), offset: String(safePage * pageSize) }).toString();
}

/**
 * The query string of GET /api/devices (services/devices README): the layout's branch
 * filter when set, then the list's own (useListState's search: page, sort, kind) — the
 * server filters, sorts and pages in SQL.
 */
export function deviceListSearch(branch: number | null, listSearch: string): string {
  return branch === null ? listSearch : `branch=${branch}&${listSearch}`;
}

/** How many pages `total` rows fill (at least one, so an empty list still has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based range a page shows, e.g. { from: 21, to: 40 } of 45 rows; from 0 when empty. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = page * pageSize + 1;
  return { from, to: Math.min(total, from + pageSize - 1) };
}

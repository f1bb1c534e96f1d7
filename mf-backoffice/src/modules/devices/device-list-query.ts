import type { DeviceKind } from '@asp/contracts';

/** Rows per page of the device list and of the device log. */
export const DEVICE_PAGE_SIZE = 20;
export const LOG_PAGE_SIZE = 20;

export interface DeviceListFilter {
  /** The layout's branch filter: null for all branches. */
  branch: number | null;
  /** null for every kind. */
  kind: DeviceKind | null;
  /** Zero-based page. */
  page: number;
  pageSize?: number;
}

/** `limit` and `offset` of a zero-based page (a negative or broken page counts as the first). */
export function pageSearch(page: number, pageSize: number): string {
  const safePage = Number.isInteger(page) && page > 0 ? page : 0;
  return new URLSearchParams({ limit: String(pageSize), offset: String(safePage * pageSize) }).toString();
}

/**
 * The query string of GET /api/devices (services/devices README): the branch and kind
 * filters only when set, then the page as limit/offset — the server filters and pages in SQL.
 */
export function deviceListSearch({ branch, kind, page, pageSize = DEVICE_PAGE_SIZE }: DeviceListFilter): string {
  const params = new URLSearchParams();
  if (branch !== null) params.set('branch', String(branch));
  if (kind !== null) params.set('kind', kind);
  const filters = params.toString();
  const paging = pageSearch(page, pageSize);
  return filters ? `${filters}&${paging}` : paging;
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

import type { OrderListStatus } from '@asp/contracts';

/** The history filters as the form holds them (empty string: no filter). */
export interface HistoryFilters {
  from: string;
  to: string;
  status: OrderListStatus | '';
  type: 'takeaway' | 'delivery' | 'dineIn' | '';
  q: string;
  sort: 'newest' | 'oldest' | 'appointment';
}

export const EMPTY_FILTERS: HistoryFilters = { from: '', to: '', status: '', type: '', q: '', sort: 'newest' };
export const HISTORY_PAGE_SIZE = 25;

/** A day (YYYY-MM-DD) plus one: `to` is exclusive on the server, the form's "bis" includes its day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The query string of `GET /api/orders` (document 1 §7, order history params): the
 * layout's branch filter, the form's filters, the sort and the page. Only set filters
 * are sent; dates are Berlin days (the server reads a bare date as midnight in Berlin).
 */
export function historyQuery(filters: HistoryFilters, branch: number | null, page: number, pageSize = HISTORY_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (branch !== null) params.set('branch', String(branch));
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', nextDay(filters.to));
  if (filters.sort === 'oldest') params.set('direction', 'asc');
  if (filters.sort === 'appointment') {
    params.set('sort', 'appointment');
    params.set('direction', 'asc');
  }
  params.set('limit', String(pageSize));
  params.set('offset', String(Math.max(0, page) * pageSize));
  return params.toString();
}

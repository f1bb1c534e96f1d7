import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@asp/web-kit/router';

export interface ListStateOptions {
  pageSize?: number;
  /** Default sort: 'name' or '-name'. */
  sort?: string;
}

export interface ListState {
  /** 0-based page. */
  page: number;
  pageSize: number;
  sort: string | undefined;
  /** The screen's own filters (q, branch, …), as strings. */
  filters: Record<string, string>;
  /** The query of the page call: 'limit=25&offset=0&sort=name&q=…' (empty filters left out). */
  search: string;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sort: string | undefined): void;
  /** Sets one filter (empty removes it) and goes back to the first page. */
  setFilter(name: string, value: string | number | null | undefined): void;
}

const RESERVED = new Set(['page', 'size', 'sort']);
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Paging, sort and filters of a list screen, kept in the URL's query (?page=2&sort=-name&q=…):
 * a reload, the back button and a shared link show the same page. `search` is the
 * service's list query (limit/offset/sort plus the filters), filtered and paged in SQL.
 */
export function useListState({ pageSize: defaultSize = 25, sort: defaultSort }: ListStateOptions = {}): ListState {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1) || 0;
  const sizeParam = Number(params.get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : defaultSize;
  const sort = params.has('sort') ? params.get('sort') || undefined : defaultSort;
  const paramString = params.toString();
  const filters = useMemo(() => {
    const result: Record<string, string> = {};
    new URLSearchParams(paramString).forEach((value, key) => {
      if (!RESERVED.has(key) && value !== '') result[key] = value;
    });
    return result;
  }, [paramString]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const search = useMemo(() => {
    const query = new URLSearchParams({ limit: String(pageSize), offset: String(page * pageSize) });
    if (sort) query.set('sort', sort);
    for (const [key, value] of Object.entries(filters)) query.set(key, value);
    return query.toString();
  }, [filters, page, pageSize, sort]);

  return {
    page,
    pageSize,
    sort,
    filters,
    search,
    setPage: (next) => update((query) => (next > 0 ? query.set('page', String(next + 1)) : query.delete('page'))),
    setPageSize: (size) =>
      update((query) => {
        query.set('size', String(size));
        query.delete('page');
      }),
    setSort: (next) => update((query) => query.set('sort', next ?? '')),
    setFilter: (name, value) =>
      update((query) => {
        if (value === null || value === undefined || value === '') query.delete(name);
        else query.set(name, String(value));
        query.delete('page');
      }),
  };
}

import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ErrorItem } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import { ApiError, apiRequest, type HttpMethod } from '../api/client';
import { TOTAL_COUNT_HEADER, type Page } from './paged-list';

/** What an RTK Query endpoint's `query` returns: a path under /api, e.g. `{ url: '/branches' }`. */
export interface ApiQueryArgs {
  method?: HttpMethod;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A paged list: the answer becomes `Page<T>` (rows plus the x-total-count header), see pageQuery(). */
  page?: boolean;
}

/** The error value of every endpoint built on apiBaseQuery (serialisable, unlike ApiError). */
export interface ApiQueryError {
  status: number;
  errors: ErrorItem[];
  message: string;
}

/**
 * RTK Query base query over apiRequest, so RTK Query calls share the envelope,
 * CSRF and 401 handling of every other call. A string argument is a GET path.
 */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs | string, unknown, ApiQueryError> = async (args, api) => {
  const { method = 'GET', url, body, headers, page } = typeof args === 'string' ? ({ url: args } as ApiQueryArgs) : args;
  let total = 0;
  const onHeaders = page ? (received: Headers) => (total = Number(received.get(TOTAL_COUNT_HEADER) ?? 0)) : undefined;
  try {
    const data = await apiRequest<unknown>(method, url, body, { headers, signal: api.signal, onHeaders });
    if (page) return { data: { rows: Array.isArray(data) ? data : [], total } satisfies Page<unknown> };
    return { data };
  } catch (error) {
    if (error instanceof ApiError) return { error: { status: error.status, errors: error.errors, message: error.message } };
    // An aborted call (component gone) still has to resolve to an error value.
    return { error: { status: 0, errors: [], message: validationTexts.serverError } };
  }
};

export type ApiBaseQuery = typeof apiBaseQuery;

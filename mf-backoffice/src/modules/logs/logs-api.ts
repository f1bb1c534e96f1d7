import type { AuditLogEntry } from '@asp/contracts';
import { EMPTY_PAGE, pageQuery, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Logs (analytics, read-only, ROLE_ADMIN): GET /api/logs paged and filtered by the server,
 * GET /api/logs/{id}. The list is a filtered list: its load failure is reported with
 * 'Logs konnten nicht geladen werden.' and a retry, then swallowed (an empty page).
 */
export const logsApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Log'] }).injectEndpoints({
  endpoints: (builder) => ({
    /** `search`: 'limit=50&offset=0&resource=…&action=…&user=…&from=…&to=…&q=…'. */
    logPage: builder.query<Page<AuditLogEntry>, string>({
      query: (search) => pageQuery(`/logs?${search}`),
      extraOptions: { onError: { resource: 'logs', action: 'load', swallow: { fallback: EMPTY_PAGE } } },
      providesTags: ['Log'],
    }),
    log: builder.query<AuditLogEntry, number>({
      query: (id) => `/logs/${id}`,
      extraOptions: { onError: { resource: 'logs', action: 'load' } },
      providesTags: (_result, _error, id) => [{ type: 'Log', id }],
    }),
  }),
});

export const { useLogPageQuery, useLogQuery } = logsApi;

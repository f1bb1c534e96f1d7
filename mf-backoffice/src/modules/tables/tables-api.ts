import type { Table, TableInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Tische (document 1 §7: the standard calls on /api/tables) plus the tables of one branch
 * for the QR print sheet (GET /api/tables?branch=…, filtered in SQL).
 */
export const tablesApi = backofficeApi
  .enhanceEndpoints({ addTagTypes: ['Table'] })
  .injectEndpoints({
    endpoints: (builder) =>
      resourceEndpoints<Table, TableInput>()(builder, {
        name: 'table',
        tag: 'Table',
        path: '/tables',
        resource: 'tables',
        swallowPage: true,
      }),
  })
  .injectEndpoints({
    endpoints: (builder) => ({
      tablesOfBranch: builder.query<Table[], number>({
        query: (branch) => ({ url: `/tables?branch=${branch}` }),
        extraOptions: { onError: { resource: 'tables', action: 'load' } },
        providesTags: [{ type: 'Table', id: 'LIST' }],
      }),
    }),
  });

export const {
  useTablePageQuery,
  useTableListQuery,
  useTableQuery,
  useCreateTableMutation,
  useUpdateTableMutation,
  useRemoveTableMutation,
  useTablesOfBranchQuery,
} = tablesApi;

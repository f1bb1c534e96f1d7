import type { Branch, BranchInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Filialen: the standard resource calls on /api/branches (document 1 §7), injected into
 * the one back-office api; saves reload the held lists and records through their tags.
 * Failures are the layout's (CallStatus: the §8 message, the server's first message on a
 * write, with a retry) — the list, the kit form and the branch filter show none of their own.
 */
export const branchesApi = backofficeApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Branch, BranchInput>()(builder, {
      name: 'branch',
      tag: 'Branch',
      path: '/branches',
      resource: 'branches',
    }),
});

export const {
  useBranchListQuery,
  useBranchPageQuery,
  useBranchQuery,
  useCreateBranchMutation,
  useUpdateBranchMutation,
  useRemoveBranchMutation,
} = branchesApi;

import type { Branch, BranchInput } from '@asp/contracts';
import { createResourceApi } from '@asp/web-kit';

/**
 * Filialen: the standard resource calls on /api/branches (document 1 §7), held as a
 * list with lookup by id; saved records replace or append, deleted ones are removed.
 * Every module has one such file; register its reducer and middleware in ../../store.ts.
 */
export const branchesApi = createResourceApi<Branch, BranchInput, 'branchesApi'>({
  reducerPath: 'branchesApi',
  path: '/branches',
  resource: 'branches',
});

export const {
  useListQuery: useBranchListQuery,
  useGetQuery: useBranchQuery,
  useCreateMutation: useCreateBranchMutation,
  useUpdateMutation: useUpdateBranchMutation,
  useRemoveMutation: useRemoveBranchMutation,
} = branchesApi;

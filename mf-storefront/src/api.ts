import type { Branch, Division, Tag } from '@asp/contracts';
import { apiBaseQuery } from '@asp/web-kit';
import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * The storefront's server data (storefront.md §7). The shop only reads these lists;
 * screens that must show the current state (the branch list on opening) ask with
 * `refetchOnMountOrArgChange` instead of relying on the start-up data.
 */
export const storefrontApi = createApi({
  reducerPath: 'storefrontApi',
  baseQuery: apiBaseQuery,
  endpoints: (builder) => ({
    getBranches: builder.query<Branch[], void>({ query: () => '/branches' }),
    getDivisions: builder.query<Division[], void>({ query: () => '/divisions' }),
    getTags: builder.query<Tag[], void>({ query: () => '/tags' }),
  }),
});

export const { useGetBranchesQuery, useGetDivisionsQuery, useGetTagsQuery } = storefrontApi;

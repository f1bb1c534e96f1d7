import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './api-base-query';
import { buildResourceEndpoints, type ResourceOptions } from './resource-endpoints';

/**
 * One RTK Query api (with React hooks) for one standard resource:
 *
 *   export const branchesApi = createResourceApi<Branch, BranchInput, 'branchesApi'>({
 *     reducerPath: 'branchesApi', path: '/branches', resource: 'branches',
 *   });
 *   // store: reducer { [branchesApi.reducerPath]: branchesApi.reducer }, middleware .concat(branchesApi.middleware)
 */
export function createResourceApi<T extends { id: number }, I, R extends string>(options: ResourceOptions & { reducerPath: R }) {
  return createApi({
    reducerPath: options.reducerPath,
    baseQuery: apiBaseQuery,
    endpoints: (builder) => buildResourceEndpoints<T, I, never, R>(builder, options),
  });
}

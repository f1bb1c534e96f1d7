import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { ResourceKey } from '@asp/i18n';
import type { ApiBaseQuery } from './api-base-query';

/**
 * The standard calls of one resource (document 1 §7: GET list, GET {id}, POST,
 * PUT {id}, DELETE {id}) as RTK Query endpoints, holding the resource the way
 * document 1 §3 / DESIGN.md §9 describe it: a list with lookup by id; a saved
 * record replaces the held one with the same id or is appended; a deleted one is
 * removed. Loading flags per resource are RTK Query's own (`isLoading`,
 * `isFetching`, `isError`) and a retry is `refetch()` of the same call.
 *
 * Usage, one api per resource (endpoint names are the same for every resource):
 *
 *   export const branchesApi = createApi({
 *     reducerPath: 'branchesApi',
 *     baseQuery: apiBaseQuery,
 *     endpoints: (builder) => buildResourceEndpoints<Branch, BranchInput>(builder, { path: '/branches', resource: 'branches' }),
 *   });
 *   const { data: branches = [], isLoading, isError, refetch } = branchesApi.useListQuery();
 *   const [updateBranch] = branchesApi.useUpdateMutation();
 *   await updateBranch({ id: 3, ...input }).unwrap();   // the cached list now holds the saved record
 *   // messages: resourceError('branches', 'load'); errorMessage(error, resourceError('branches', 'update'))
 *
 * (or `createResourceApi` below, which does exactly that).
 *
 * How the cache is updated without a reference to the api object (which does not
 * exist yet while its endpoints are being built): every cached `list` / `get`
 * entry registers a listener for its lifetime (onCacheEntryAdded) and patches
 * itself with `updateCachedData` — RTK Query's updateQueryData for that entry —
 * when a mutation of the same resource in the same store has succeeded.
 */
export interface ResourceOptions {
  /** Path under /api, e.g. '/branches'. */
  path: string;
  /** i18n noun, for the German default messages of the screens. */
  resource: ResourceKey;
}

type Change<T> = { type: 'saved'; record: T } | { type: 'removed'; id: number };
type Listener<T> = { store: unknown; apply: (change: Change<T>) => void };

export function buildResourceEndpoints<T extends { id: number }, I, TagTypes extends string = never, ReducerPath extends string = string>(
  builder: EndpointBuilder<ApiBaseQuery, TagTypes, ReducerPath>,
  options: ResourceOptions,
) {
  const { path } = options;
  const listeners = new Set<Listener<T>>();

  // The middleware hands the same `dispatch` to every lifecycle of one store, so it
  // identifies the store: two stores using one api never patch each other's cache.
  function notify(store: unknown, change: Change<T>) {
    for (const listener of listeners) if (listener.store === store) listener.apply(change);
  }

  async function listen(lifecycle: { dispatch: unknown; cacheEntryRemoved: Promise<void> }, apply: (change: Change<T>) => void) {
    const listener: Listener<T> = { store: lifecycle.dispatch, apply };
    listeners.add(listener);
    await lifecycle.cacheEntryRemoved;
    listeners.delete(listener);
  }

  async function afterSuccess(
    lifecycle: { dispatch: unknown; queryFulfilled: Promise<{ data: unknown }> },
    toChange: (data: unknown) => Change<T>,
  ) {
    try {
      const { data } = await lifecycle.queryFulfilled;
      notify(lifecycle.dispatch, toChange(data));
    } catch {
      // A failed save changes nothing held; the screen shows the error.
    }
  }

  return {
    list: builder.query<T[], void>({
      query: () => ({ url: path }),
      onCacheEntryAdded: (_arg, lifecycle) =>
        listen(lifecycle, (change) => {
          if (!lifecycle.getCacheEntry().data) return; // nothing held yet: the running load brings the change
          lifecycle.updateCachedData((list) => {
            const index = list.findIndex((item) => item.id === (change.type === 'saved' ? change.record.id : change.id));
            if (change.type === 'removed') {
              if (index >= 0) list.splice(index, 1);
            } else if (index >= 0) {
              list[index] = change.record as never;
            } else {
              list.push(change.record as never);
            }
          });
        }),
    }),
    get: builder.query<T, number>({
      query: (id) => ({ url: `${path}/${id}` }),
      onCacheEntryAdded: (id, lifecycle) =>
        listen(lifecycle, (change) => {
          if (change.type === 'saved' && change.record.id === id && lifecycle.getCacheEntry().data) {
            lifecycle.updateCachedData(() => change.record as never);
          }
        }),
    }),
    create: builder.mutation<T, I>({
      query: (input) => ({ method: 'POST', url: path, body: input }),
      onQueryStarted: (_input, lifecycle) => afterSuccess(lifecycle, (data) => ({ type: 'saved', record: data as T })),
    }),
    update: builder.mutation<T, { id: number } & I>({
      query: ({ id, ...input }) => ({ method: 'PUT', url: `${path}/${id}`, body: input }),
      onQueryStarted: (_input, lifecycle) => afterSuccess(lifecycle, (data) => ({ type: 'saved', record: data as T })),
    }),
    remove: builder.mutation<{ id: number }, number>({
      query: (id) => ({ method: 'DELETE', url: `${path}/${id}` }),
      onQueryStarted: (id, lifecycle) => afterSuccess(lifecycle, () => ({ type: 'removed', id })),
    }),
  };
}

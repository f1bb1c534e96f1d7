import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { ResourceKey } from '@asp/i18n';
import type { KitBaseQuery } from './kit-base-query';
import { EMPTY_PAGE, pageQuery, type Page } from './paged-list';

/**
 * The standard calls of one resource (document 1 §7: GET list, GET {id}, POST,
 * PUT {id}, DELETE {id}) as endpoints of the one back-office api, named after the
 * resource so many resources share the api:
 *
 *   export const branchesApi = backofficeApi.injectEndpoints({
 *     endpoints: (builder) => resourceEndpoints<Branch, BranchInput>()(builder, {
 *       name: 'branch', tag: 'Branch', path: '/branches', resource: 'branches',
 *     }),
 *   });
 *   // endpoints branchList, branchPage, branch, createBranch, updateBranch, removeBranch;
 *   // hooks useBranchListQuery, useBranchPageQuery, useBranchQuery, useCreateBranchMutation, …
 *
 * `branchPage` takes the search string of a list screen (useListState's `search`:
 * 'limit=25&offset=0&sort=-name&q=…') and answers one page with the total, filtered,
 * sorted and paged by the service in SQL.
 *
 * The cache follows tags: the list provides `{ type, id }` per record plus
 * `{ type, id: 'LIST' }`; a create invalidates LIST, an update or delete the
 * record and LIST, so every held list and record is loaded again after a save.
 * Failures are reported with the §8 messages of `resource`.
 */
export interface ResourceOptions<N extends string, Tag extends string> {
  /** Singular endpoint name, e.g. 'branch'. */
  name: N;
  /** The api's tag type of this resource, e.g. 'Branch'. */
  tag: Tag;
  /** Path under /api, e.g. '/branches'. */
  path: string;
  /** i18n noun of the German messages. */
  resource: ResourceKey;
  /** Every screen of this resource shows its failures in place (CallRule.inPlace). */
  inPlace?: boolean;
  /**
   * The page query is a filtered list whose failed load is swallowed after it was
   * reported (document 1 §4): the screen shows an empty page. Every filtered list but
   * customers and external users sets it; those pass the failure to the caller.
   */
  swallowPage?: boolean;
}

/** The tag of every list of a resource. */
export const LIST_ID = 'LIST';

type Query<A, R, Tag extends string, P extends string> = QueryDefinition<A, KitBaseQuery, Tag, R, P>;
type Mutation<A, R, Tag extends string, P extends string> = MutationDefinition<A, KitBaseQuery, Tag, R, P>;

export type ResourceEndpointDefinitions<N extends string, T, I, Tag extends string, P extends string> = Record<
  `${N}List`,
  Query<void, T[], Tag, P>
> &
  Record<`${N}Page`, Query<string, Page<T>, Tag, P>> &
  Record<N, Query<number, T, Tag, P>> &
  Record<`create${Capitalize<N>}`, Mutation<I, T, Tag, P>> &
  Record<`update${Capitalize<N>}`, Mutation<{ id: number } & I, T, Tag, P>> &
  Record<`remove${Capitalize<N>}`, Mutation<number, { id: number }, Tag, P>>;

const capitalize = <N extends string>(name: N) => (name.charAt(0).toUpperCase() + name.slice(1)) as Capitalize<N>;

/** Curried so the record types are given and the builder's types are inferred. */
export function resourceEndpoints<T extends { id: number }, I>() {
  return <N extends string, Tag extends string, P extends string>(
    builder: EndpointBuilder<KitBaseQuery, Tag, P>,
    { name, tag, path, resource, inPlace, swallowPage }: ResourceOptions<N, Tag>,
  ): ResourceEndpointDefinitions<N, T, I, Tag, P> => {
    const list = { type: tag, id: LIST_ID };
    const Name = capitalize(name);
    const definitions = {
      [`${name}List`]: builder.query<T[], void>({
        query: () => ({ url: path }),
        extraOptions: { onError: { resource, action: 'load', inPlace } },
        providesTags: (result) => [...(result ?? []).map((record) => ({ type: tag, id: record.id })), list],
      }),
      [`${name}Page`]: builder.query<Page<T>, string>({
        query: (search) => pageQuery(search ? `${path}?${search}` : path),
        extraOptions: { onError: { resource, action: 'load', inPlace, swallow: swallowPage ? { fallback: EMPTY_PAGE } : undefined } },
        providesTags: (result) => [...(result?.rows ?? []).map((record) => ({ type: tag, id: record.id })), list],
      }),
      [name]: builder.query<T, number>({
        query: (id) => ({ url: `${path}/${id}` }),
        extraOptions: { onError: { resource, action: 'load', inPlace } },
        providesTags: (_result, _error, id) => [{ type: tag, id }],
      }),
      [`create${Name}`]: builder.mutation<T, I>({
        query: (input) => ({ method: 'POST', url: path, body: input }),
        extraOptions: { onError: { resource, action: 'create', inPlace } },
        invalidatesTags: (_result, error) => (error ? [] : [list]),
      }),
      [`update${Name}`]: builder.mutation<T, { id: number } & I>({
        query: ({ id, ...input }) => ({ method: 'PUT', url: `${path}/${id}`, body: input }),
        extraOptions: { onError: { resource, action: 'update', inPlace } },
        invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: tag, id }, list]),
      }),
      [`remove${Name}`]: builder.mutation<{ id: number }, number>({
        query: (id) => ({ method: 'DELETE', url: `${path}/${id}` }),
        extraOptions: { onError: { resource, action: 'delete', inPlace } },
        invalidatesTags: (_result, error, id) => (error ? [] : [{ type: tag, id }, list]),
      }),
    };
    // Computed keys widen to string; the keys above are exactly the ones of the type.
    return definitions as ResourceEndpointDefinitions<N, T, I, Tag, P>;
  };
}

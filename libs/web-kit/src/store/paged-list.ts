import type { ApiQueryArgs } from './api-base-query';

/** The header in which every paged list reports the number of all matching rows. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** One page of a list the service pages with limit/offset, and the number of all matching rows. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * The query of a paged list (GET with limit/offset in `search`): the base query
 * answers with `Page<T>`, reading x-total-count, e.g.
 *
 *   devicePage: builder.query<Page<Device>, string>({ query: (search) => pageQuery(`/devices?${search}`) }),
 */
export function pageQuery(url: string): ApiQueryArgs {
  return { url, page: true };
}

/** What a swallowed filtered-list load leaves on screen: an empty page. */
export const EMPTY_PAGE: Page<never> = { rows: [], total: 0 };

import type { Division, DivisionInput } from '@asp/contracts';
import { createResourceApi } from '@asp/web-kit';

/**
 * Organisationen: the standard resource calls on /api/divisions (document 1 §7). The
 * branch form reads the list for its division choice; the divisions module (when it
 * exists) uses the same api. Registered in ../../store.ts.
 */
export const divisionsApi = createResourceApi<Division, DivisionInput, 'divisionsApi'>({
  reducerPath: 'divisionsApi',
  path: '/divisions',
  resource: 'divisions',
});

export const { useListQuery: useDivisionListQuery } = divisionsApi;

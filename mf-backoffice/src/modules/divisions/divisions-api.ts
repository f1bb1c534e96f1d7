import type { Division, DivisionInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Organisationen: the standard resource calls on /api/divisions (document 1 §7). The
 * branch form reads the list for its division choice; the divisions module (when it
 * exists) uses the same endpoints.
 */
export const divisionsApi = backofficeApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Division, DivisionInput>()(builder, {
      name: 'division',
      tag: 'Division',
      path: '/divisions',
      resource: 'divisions',
      inPlace: true,
    }),
});

export const { useDivisionListQuery } = divisionsApi;

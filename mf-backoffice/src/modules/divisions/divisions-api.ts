import type { Division, DivisionInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Organisationen: the standard resource calls on /api/divisions (document 1 §7). The
 * divisions module and the branch form's division choice use the same endpoints; the
 * list is small (a handful per shop), so its screen pages in the browser.
 */
export const divisionsApi = backofficeApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Division, DivisionInput>()(builder, {
      name: 'division',
      tag: 'Division',
      path: '/divisions',
      resource: 'divisions',
    }),
});

export const { useDivisionListQuery, useDivisionQuery, useCreateDivisionMutation, useUpdateDivisionMutation, useRemoveDivisionMutation } =
  divisionsApi;

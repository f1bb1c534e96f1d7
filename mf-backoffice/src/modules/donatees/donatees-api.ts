import type { Donatee, DonateeInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/** Spendenempfänger: the standard calls on /api/donatees (document 1 §7). */
export const donateesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Donatee'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Donatee, DonateeInput>()(builder, {
      name: 'donatee',
      tag: 'Donatee',
      path: '/donatees',
      resource: 'donatees',
      swallowPage: true,
    }),
});

export const { useDonateePageQuery, useDonateeQuery, useCreateDonateeMutation, useUpdateDonateeMutation, useRemoveDonateeMutation } =
  donateesApi;

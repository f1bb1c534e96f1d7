import type { Customer, CustomerFields } from '@asp/contracts';
import { LIST_ID, pageQuery, resourceEndpoints, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

const standardCalls = backofficeApi.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Customer, CustomerFields>()(builder, {
      name: 'customer',
      tag: 'Customer',
      path: '/customers',
      resource: 'customers',
    }),
});

/**
 * Kunden (identity): the standard calls on /api/customers plus `customerPage`, the filtered list
 * paged and sorted by the server. Document 1 §4: a failed filtered-list load of customers is
 * reported AND passed on to the caller (never swallowed); the list page shows it in place with
 * its retry (`inPlace`, so the layout does not repeat it). Saves keep the layout's report.
 */
export const customersApi = standardCalls.injectEndpoints({
  overrideExisting: true,
  endpoints: (builder) => ({
    /** `search`: 'limit=25&offset=0&sort=lastName&q=…&city=…&country=…'. */
    customerPage: builder.query<Page<Customer>, string>({
      query: (search) => pageQuery(`/customers?${search}`),
      extraOptions: { onError: { resource: 'customers', action: 'load', inPlace: true } },
      providesTags: (result) => [
        ...(result?.rows ?? []).map((customer) => ({ type: 'Customer' as const, id: customer.id })),
        { type: 'Customer' as const, id: LIST_ID },
      ],
    }),
  }),
});

export const { useCustomerPageQuery } = customersApi;
export const { useCustomerQuery, useCreateCustomerMutation, useUpdateCustomerMutation, useRemoveCustomerMutation } = standardCalls;

import type { Customer, CustomerFields } from '@asp/contracts';
import { LIST_ID, pageQuery, resourceEndpoints, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Kunden (identity): the standard calls on /api/customers plus the filtered list paged by the
 * server. Document 1 §4: a failed filtered-list load of customers is reported AND passed on to
 * the caller (no swallow), so the list shows it in place.
 */
export const customersApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (builder) => ({
    ...resourceEndpoints<Customer, CustomerFields>()(builder, {
      name: 'customer',
      tag: 'Customer',
      path: '/customers',
      resource: 'customers',
    }),
    /** `search`: 'limit=25&offset=0&sort=lastName&q=…&city=…&country=…'. */
    customerPage: builder.query<Page<Customer>, string>({
      query: (search) => pageQuery(`/customers?${search}`),
      extraOptions: { onError: { resource: 'customers', action: 'load', inPlace: true } },
      providesTags: (result) => [
        ...(result?.rows ?? []).map((customer) => ({ type: 'Customer' as const, id: customer.id })),
        { type: 'Customer', id: LIST_ID },
      ],
    }),
  }),
});

export const { useCustomerPageQuery, useCustomerQuery, useCreateCustomerMutation, useUpdateCustomerMutation, useRemoveCustomerMutation } =
  customersApi;

import type { Product } from '@asp/contracts';
import { LIST_ID } from '@asp/web-kit';
import { backofficeApi } from '../../../backoffice-api';

/**
 * The products an addon step can add (storefront.md §3 "Addon option"): the whole product
 * list, read only. Its own endpoint name, so it never collides with the products
 * module's `productList`; it shares the 'Product' list tag, so a saved product shows here.
 */
export const configuratorApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Product'] }).injectEndpoints({
  endpoints: (builder) => ({
    configuratorProductChoices: builder.query<Product[], void>({
      query: () => ({ url: '/products' }),
      extraOptions: { onError: { resource: 'products', action: 'load' } },
      providesTags: [{ type: 'Product', id: LIST_ID }],
    }),
  }),
});

export const { useConfiguratorProductChoicesQuery } = configuratorApi;

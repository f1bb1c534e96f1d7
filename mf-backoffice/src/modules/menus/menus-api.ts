import type { Menu, MenuInput, Product } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Produktkataloge (document 1 §7: standard calls on /api/menus; the list of one branch is
 * GET /api/menus?branch=…, the same filter GET /api/branches/{id}/menus applies) and the
 * product choices of the catalogue editor.
 */
export const menusApi = backofficeApi
  .enhanceEndpoints({ addTagTypes: ['Menu', 'Product'] })
  .injectEndpoints({
    endpoints: (builder) =>
      resourceEndpoints<Menu, MenuInput>()(builder, { name: 'menu', tag: 'Menu', path: '/menus', resource: 'menus', swallowPage: true }),
  })
  .injectEndpoints({
    endpoints: (builder) => ({
      /** Every product, for the catalogue editor's choices (the products module keeps its own list). */
      menuProductChoices: builder.query<Product[], void>({
        query: () => ({ url: '/products' }),
        extraOptions: { onError: { resource: 'products', action: 'load' } },
        providesTags: [{ type: 'Product', id: 'LIST' }],
      }),
    }),
  });

export const {
  useMenuPageQuery,
  useMenuListQuery,
  useMenuQuery,
  useCreateMenuMutation,
  useUpdateMenuMutation,
  useRemoveMenuMutation,
  useMenuProductChoicesQuery,
} = menusApi;

import type { BranchStock, Category, Menu, MenuInput, Product, ProductInput, ProductStock, ProductStockBody } from '@asp/contracts';
import { LIST_ID, resourceEndpoints, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

export type { Page };

/**
 * Produkte (services/catalog, document 1 §7): the standard calls, the server-paged list
 * (the kit's `productPage`: filters, sort, paging in SQL), the stock
 * per branch (`GET/PUT /api/products/{id}/stock`, `GET /api/products/stock?branch=`), and
 * what the form needs of menus and categories. Menus and categories are the catalog
 * modules' resources: the endpoints here have product-specific names (no clash with those
 * modules' `menuList` …) but the same tag types, so a save on either side reloads both.
 * The filtered list swallows its load failure after reporting it (document 1 §4).
 */
const productsBase = backofficeApi.enhanceEndpoints({ addTagTypes: ['Product', 'ProductStock', 'Menu', 'Category'] });

/** The standard calls (productList, productPage, product, createProduct, updateProduct, removeProduct). */
export const productResourceApi = productsBase.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Product, ProductInput>()(builder, {
      name: 'product',
      tag: 'Product',
      path: '/products',
      resource: 'products',
      swallowPage: true,
    }),
});

export const { useProductQuery, useProductPageQuery, useCreateProductMutation, useUpdateProductMutation, useRemoveProductMutation } =
  productResourceApi;

export const productsApi = productsBase.injectEndpoints({
  endpoints: (builder) => ({
    productStock: builder.query<ProductStock[], number>({
      query: (id) => `/products/${id}/stock`,
      extraOptions: { onError: { resource: 'products', action: 'load' } },
      providesTags: (_result, _error, id) => [{ type: 'ProductStock', id }],
    }),
    /** The settings of every product at one branch (the stock page). */
    branchStock: builder.query<ProductStock[], number>({
      query: (branch) => `/products/stock?branch=${branch}`,
      extraOptions: { onError: { resource: 'products', action: 'load' } },
      providesTags: [{ type: 'ProductStock', id: LIST_ID }],
    }),
    /** What is left today at the branch (orders service: products with a setting only). */
    branchStockToday: builder.query<BranchStock, number>({
      query: (branch) => `/orders/stock/${branch}`,
      extraOptions: { onError: { resource: 'products', action: 'load' } },
      providesTags: [{ type: 'ProductStock', id: LIST_ID }],
    }),
    saveProductStock: builder.mutation<ProductStock, { id: number } & ProductStockBody>({
      query: ({ id, ...body }) => ({ method: 'PUT', url: `/products/${id}/stock`, body }),
      extraOptions: { onError: { resource: 'products', action: 'update' } },
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'ProductStock', id },
              { type: 'ProductStock', id: LIST_ID },
            ],
    }),
    productMenus: builder.query<Menu[], void>({
      query: () => '/menus',
      extraOptions: { onError: { resource: 'menus', action: 'load' } },
      providesTags: (menus) => [...(menus ?? []).map((menu) => ({ type: 'Menu' as const, id: menu.id })), { type: 'Menu', id: LIST_ID }],
    }),
    productCategories: builder.query<Category[], void>({
      query: () => '/categories',
      extraOptions: { onError: { resource: 'categories', action: 'load' } },
      providesTags: [{ type: 'Category', id: LIST_ID }],
    }),
    /** A menu saved with a product pasted into (or taken out of) one of its categories. */
    saveProductMenu: builder.mutation<Menu, { id: number } & MenuInput>({
      query: ({ id, ...body }) => ({ method: 'PUT', url: `/menus/${id}`, body }),
      extraOptions: { onError: { resource: 'menus', action: 'update' } },
      // The products of a menu are a filter of the product list: that list changes too.
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Menu', id },
              { type: 'Menu', id: LIST_ID },
              { type: 'Product', id: LIST_ID },
            ],
    }),
  }),
});

export const {
  useProductStockQuery,
  useBranchStockQuery,
  useBranchStockTodayQuery,
  useSaveProductStockMutation,
  useProductMenusQuery,
  useProductCategoriesQuery,
  useSaveProductMenuMutation,
} = productsApi;

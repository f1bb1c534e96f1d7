import type { Category, Menu, Product } from '@asp/contracts';
import { storefrontApi } from '../api';

/**
 * The catalogue lists of the shop (storefront.md §7: "divisions, categories, products,
 * menus getAll"), added to the storefront's RTK Query API. They are re-fetched by the
 * 4-hour data reload (storefront.md §4), after which the carts are migrated.
 */
export const catalogApi = storefrontApi.injectEndpoints({
  endpoints: (builder) => ({
    getMenus: builder.query<Menu[], void>({ query: () => '/menus' }),
    getCategories: builder.query<Category[], void>({ query: () => '/categories' }),
    getProducts: builder.query<Product[], void>({ query: () => '/products' }),
  }),
});

export const { useGetMenusQuery, useGetCategoriesQuery, useGetProductsQuery } = catalogApi;

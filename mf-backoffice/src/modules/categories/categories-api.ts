import type { Category, CategoryInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/** Kategorien: the standard calls on /api/categories (document 1 §7). The tree holds the whole list. */
export const categoriesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Category'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Category, CategoryInput>()(builder, {
      name: 'category',
      tag: 'Category',
      path: '/categories',
      resource: 'categories',
    }),
});

export const { useCategoryListQuery, useCategoryQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useRemoveCategoryMutation } =
  categoriesApi;

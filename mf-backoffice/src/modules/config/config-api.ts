import type { Category, Config, ConfigInput, Font, Upload, UploadCreateBody } from '@asp/contracts';
import { configTexts, operationTexts } from '@asp/i18n';
import { backofficeApi } from '../../backoffice-api';

/**
 * The configuration module's calls (document 1 §7): GET and POST /api/config (catalog
 * service), GET /api/categories for the sale category, GET /api/fonts and POST /api/uploads (content service) for the font choice
 * and the logo, favicon and og image. Failures carry the §8 messages letter for letter;
 * on a save the server's first message wins (`write`). The upload failure is shown by
 * the image picker itself (`inPlace`).
 */
export const configApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Config', 'Font'] }).injectEndpoints({
  endpoints: (builder) => ({
    config: builder.query<Config, void>({
      query: () => '/config',
      extraOptions: { onError: { message: operationTexts.configLoadFailed } },
      providesTags: ['Config'],
    }),
    saveConfig: builder.mutation<Config, ConfigInput>({
      query: (body) => ({ method: 'POST', url: '/config', body }),
      extraOptions: { onError: { message: operationTexts.configSaveFailed, write: true } },
      invalidatesTags: (result) => (result ? ['Config'] : []),
    }),
    fonts: builder.query<Font[], void>({
      query: () => '/fonts',
      extraOptions: { onError: { message: operationTexts.fontsFailed } },
      providesTags: ['Font'],
    }),
    /** The choices of the sale category (spec README: products on sale join it). */
    configCategories: builder.query<Array<Pick<Category, 'id' | 'name'>>, void>({
      query: () => '/categories',
      extraOptions: { onError: { resource: 'categories', action: 'load' } },
    }),
    uploadImage: builder.mutation<Upload, UploadCreateBody>({
      query: (body) => ({ method: 'POST', url: '/uploads', body }),
      extraOptions: { onError: { message: configTexts.uploadFailed, write: true, inPlace: true } },
    }),
  }),
});

export const { useConfigQuery, useSaveConfigMutation, useFontsQuery, useConfigCategoriesQuery, useUploadImageMutation } = configApi;

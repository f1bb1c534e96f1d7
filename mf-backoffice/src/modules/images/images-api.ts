import type { GenerateImageBody, GeneratedImageResult, Image } from '@asp/contracts';
import { LIST_ID, resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/** What the module sends: the alt text, and an upload's id for a new file (POST) or a replaced one (PUT: the next version). */
export interface ImageBody {
  alt: string;
  uploadId?: number;
}

/**
 * Bilder (content service, document 1 §7): the standard calls on /api/images. The list
 * is searched, sorted and paged by the service; its failed load is reported and swallowed
 * (an empty page). The file itself goes to POST /api/uploads first (ImageFileField).
 */
export const imagesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Image'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Image, ImageBody>()(builder, {
      name: 'image',
      tag: 'Image',
      path: '/images',
      resource: 'images',
      swallowPage: true,
    }),
});

/**
 * 'Bild mit KI erzeugen' (content service, POST /api/content-ai/generate/image, mode 'create'):
 * the new image is stored as a suggestion; the form shows the failure where it happened.
 */
export const imageAiApi = imagesApi.injectEndpoints({
  endpoints: (builder) => ({
    generateImage: builder.mutation<GeneratedImageResult, Omit<GenerateImageBody, 'mode'>>({
      query: (body) => ({ method: 'POST', url: '/content-ai/generate/image', body: { mode: 'create', ...body } }),
      extraOptions: { onError: { resource: 'images', action: 'create', inPlace: true } },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Image' as const, id: LIST_ID }]),
    }),
  }),
});

export const { useImagePageQuery, useImageQuery, useCreateImageMutation, useUpdateImageMutation, useRemoveImageMutation } = imagesApi;
export const { useGenerateImageMutation } = imageAiApi;

import type { Image } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
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

export const { useImagePageQuery, useImageQuery, useCreateImageMutation, useUpdateImageMutation, useRemoveImageMutation } = imagesApi;

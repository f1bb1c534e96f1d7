import type { ImageTemplate, ImageTemplateInput, ImageTemplateRenderBody } from '@asp/contracts';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@asp/contracts';
import { resourceError } from '@asp/i18n';
import { readCookie, resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../../backoffice-api';

/** Image templates: the standard calls on /api/image-templates (document 1 §7). */
export const imageTemplatesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['ImageTemplate'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<ImageTemplate, ImageTemplateInput>()(builder, {
      name: 'imageTemplate',
      tag: 'ImageTemplate',
      path: '/image-templates',
      resource: 'imageTemplates',
      swallowPage: true,
    }),
});

export const {
  useImageTemplatePageQuery,
  useImageTemplateQuery,
  useCreateImageTemplateMutation,
  useUpdateImageTemplateMutation,
  useRemoveImageTemplateMutation,
} = imageTemplatesApi;

/**
 * POST /api/image-templates/{id}/render with `store: false`: the PNG bytes, as an object
 * URL for an <img>. Not an RTK endpoint: the answer is binary, not `{ data }`. Same origin
 * as the back office (the gateway serves both).
 */
export async function renderImageTemplatePreview(id: number, body: Partial<ImageTemplateRenderBody>): Promise<string> {
  const token = readCookie(CSRF_COOKIE_NAME);
  const response = await fetch(`/api/image-templates/${id}/render`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'image/png', ...(token ? { [CSRF_HEADER_NAME]: token } : {}) },
    body: JSON.stringify({ ...body, store: false }),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
    throw new Error(answer?.errors?.[0]?.message ?? resourceError('imageTemplates', 'load'));
  }
  return URL.createObjectURL(await response.blob());
}

import type { GenerateSiteTextBody, SiteDraft, SiteInput, SitePreviewLink, SitePublishResult, SiteVersionSummary } from '@asp/contracts';
import { EMPTY_PAGE, pageQuery, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../../backoffice-api';

/**
 * Drafts, preview links, publishing now or at a time, versions and rollback of a site, and
 * the AI text that lands in the draft (the content service's calls, /work/briefs
 * cms-contracts: `/api/sites/{id}/draft|publish|preview-link|versions`, `/api/content-ai`).
 * Every write reloads the draft, the versions and the site lists.
 */
const loadFailed = { resource: 'sites', action: 'load' } as const;
const writeFailed = { resource: 'sites', action: 'update' } as const;
const touched = (_r: unknown, _e: unknown, arg: number | { id: number }) => {
  const id = typeof arg === 'number' ? arg : arg.id;
  return [
    { type: 'SiteDraft' as const, id },
    { type: 'SiteVersions' as const, id },
    { type: 'Site' as const, id },
    { type: 'Site' as const, id: 'LIST' },
  ];
};

export const sitePublishingApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Site', 'SiteDraft', 'SiteVersions'] }).injectEndpoints({
  endpoints: (builder) => ({
    siteDraft: builder.query<SiteDraft, number>({
      query: (id) => `/sites/${id}/draft`,
      extraOptions: { onError: loadFailed },
      providesTags: (_r, _e, id) => [{ type: 'SiteDraft', id }],
    }),
    saveSiteDraft: builder.mutation<SiteDraft, { id: number } & SiteInput>({
      query: ({ id, ...site }) => ({ method: 'PUT', url: `/sites/${id}/draft`, body: site }),
      extraOptions: { onError: writeFailed },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'SiteDraft', id }],
    }),
    discardSiteDraft: builder.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', url: `/sites/${id}/draft` }),
      extraOptions: { onError: writeFailed },
      invalidatesTags: touched,
    }),
    publishSite: builder.mutation<SitePublishResult, { id: number; at?: string }>({
      query: ({ id, at }) => ({ method: 'POST', url: `/sites/${id}/publish`, body: at ? { at } : {} }),
      extraOptions: { onError: writeFailed },
      invalidatesTags: touched,
    }),
    cancelSitePublication: builder.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', url: `/sites/${id}/publish` }),
      extraOptions: { onError: writeFailed },
      invalidatesTags: touched,
    }),
    createSitePreviewLink: builder.mutation<SitePreviewLink, number>({
      query: (id) => ({ method: 'POST', url: `/sites/${id}/preview-link` }),
      extraOptions: { onError: writeFailed },
    }),
    siteVersions: builder.query<Page<SiteVersionSummary>, number>({
      query: (id) => pageQuery(`/sites/${id}/versions?limit=20&offset=0`),
      extraOptions: { onError: { ...loadFailed, swallow: { fallback: EMPTY_PAGE } } },
      providesTags: (_r, _e, id) => [{ type: 'SiteVersions', id }],
    }),
    rollbackSite: builder.mutation<SitePublishResult, { id: number; version: number }>({
      query: ({ id, version }) => ({ method: 'POST', url: `/sites/${id}/versions/${version}/rollback` }),
      extraOptions: { onError: writeFailed },
      invalidatesTags: touched,
    }),
    generateSiteText: builder.mutation<{ text: string; model: string }, { id: number } & GenerateSiteTextBody>({
      query: ({ id, ...body }) => ({ method: 'POST', url: `/content-ai/generate/site/${id}`, body }),
      extraOptions: { onError: writeFailed },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'SiteDraft', id }],
    }),
  }),
});

export const {
  useSiteDraftQuery,
  useSaveSiteDraftMutation,
  useDiscardSiteDraftMutation,
  usePublishSiteMutation,
  useCancelSitePublicationMutation,
  useCreateSitePreviewLinkMutation,
  useSiteVersionsQuery,
  useRollbackSiteMutation,
  useGenerateSiteTextMutation,
} = sitePublishingApi;

import type {
  Block,
  BlockInput,
  ContentNode,
  ContentNodeInput,
  Navigation,
  NavigationInput,
  Redirect,
  RedirectInput,
  Site,
  SiteInput,
  UploadRecord,
} from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * The website builder's calls on the content service (document 1 §7 standard resource
 * calls): sites, blocks, nodes, navigations, redirects and uploads. Every filtered list
 * swallows its failure after the layout reported it (document 1 §4).
 */
const api = backofficeApi.enhanceEndpoints({ addTagTypes: ['Site', 'Block', 'ContentNode', 'Navigation', 'Redirect', 'Upload'] });

// One injection per resource: each keeps its own record types.
const sitesApi = api.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Site, SiteInput>()(builder, { name: 'site', tag: 'Site', path: '/sites', resource: 'sites', swallowPage: true }),
});
const blocksApi = api.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Block, BlockInput>()(builder, {
      name: 'block',
      tag: 'Block',
      path: '/blocks',
      resource: 'blocks',
      swallowPage: true,
    }),
});
const nodesApi = api.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<ContentNode, ContentNodeInput>()(builder, {
      name: 'contentNode',
      tag: 'ContentNode',
      path: '/nodes',
      resource: 'nodes',
      swallowPage: true,
    }),
});
const navigationsApi = api.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Navigation, NavigationInput>()(builder, {
      name: 'navigation',
      tag: 'Navigation',
      path: '/navigations',
      resource: 'navigations',
      swallowPage: true,
    }),
});
const redirectsApi = api.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Redirect, RedirectInput>()(builder, {
      name: 'redirect',
      tag: 'Redirect',
      path: '/redirects',
      resource: 'redirects',
      swallowPage: true,
    }),
});
// Uploads have no PUT (an upload never changes); new files come through the file fields.
const uploadsApi = api.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<UploadRecord, never>()(builder, {
      name: 'upload',
      tag: 'Upload',
      path: '/uploads',
      resource: 'uploads',
      swallowPage: true,
    }),
});

export const { useSiteListQuery, useSitePageQuery, useSiteQuery, useCreateSiteMutation, useUpdateSiteMutation, useRemoveSiteMutation } =
  sitesApi;
export const {
  useBlockListQuery,
  useBlockPageQuery,
  useBlockQuery,
  useCreateBlockMutation,
  useUpdateBlockMutation,
  useRemoveBlockMutation,
} = blocksApi;
export const {
  useContentNodeListQuery,
  useContentNodePageQuery,
  useContentNodeQuery,
  useCreateContentNodeMutation,
  useUpdateContentNodeMutation,
  useRemoveContentNodeMutation,
} = nodesApi;
export const {
  useNavigationListQuery,
  useNavigationQuery,
  useCreateNavigationMutation,
  useUpdateNavigationMutation,
  useRemoveNavigationMutation,
} = navigationsApi;
export const { useRedirectPageQuery, useRedirectQuery, useCreateRedirectMutation, useUpdateRedirectMutation, useRemoveRedirectMutation } =
  redirectsApi;
export const { useUploadPageQuery, useRemoveUploadMutation } = uploadsApi;

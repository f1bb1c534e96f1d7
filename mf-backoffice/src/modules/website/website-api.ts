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

export const websiteApi = api.injectEndpoints({
  endpoints: (builder) => ({
    ...resourceEndpoints<Site, SiteInput>()(builder, { name: 'site', tag: 'Site', path: '/sites', resource: 'sites', swallowPage: true }),
    ...resourceEndpoints<Block, BlockInput>()(builder, {
      name: 'block',
      tag: 'Block',
      path: '/blocks',
      resource: 'blocks',
      swallowPage: true,
    }),
    ...resourceEndpoints<ContentNode, ContentNodeInput>()(builder, {
      name: 'contentNode',
      tag: 'ContentNode',
      path: '/nodes',
      resource: 'nodes',
      swallowPage: true,
    }),
    ...resourceEndpoints<Navigation, NavigationInput>()(builder, {
      name: 'navigation',
      tag: 'Navigation',
      path: '/navigations',
      resource: 'navigations',
      swallowPage: true,
    }),
    ...resourceEndpoints<Redirect, RedirectInput>()(builder, {
      name: 'redirect',
      tag: 'Redirect',
      path: '/redirects',
      resource: 'redirects',
      swallowPage: true,
    }),
    // Uploads have no PUT (an upload never changes); create goes through the file picker.
    ...resourceEndpoints<UploadRecord, never>()(builder, {
      name: 'upload',
      tag: 'Upload',
      path: '/uploads',
      resource: 'uploads',
      swallowPage: true,
    }),
  }),
});

export const {
  useSiteListQuery,
  useSitePageQuery,
  useSiteQuery,
  useCreateSiteMutation,
  useUpdateSiteMutation,
  useRemoveSiteMutation,
  useBlockListQuery,
  useBlockPageQuery,
  useBlockQuery,
  useCreateBlockMutation,
  useUpdateBlockMutation,
  useRemoveBlockMutation,
  useContentNodeListQuery,
  useContentNodePageQuery,
  useContentNodeQuery,
  useCreateContentNodeMutation,
  useUpdateContentNodeMutation,
  useRemoveContentNodeMutation,
  useNavigationListQuery,
  useNavigationQuery,
  useCreateNavigationMutation,
  useUpdateNavigationMutation,
  useRemoveNavigationMutation,
  useRedirectPageQuery,
  useRedirectQuery,
  useCreateRedirectMutation,
  useUpdateRedirectMutation,
  useRemoveRedirectMutation,
  useUploadPageQuery,
  useRemoveUploadMutation,
} = websiteApi;

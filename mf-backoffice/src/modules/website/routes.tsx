import { Route } from '@asp/web-kit/router';
import { BlockFormPage, BlockListPage } from './blocks/BlockPages';
import { NavigationFormPage, NavigationListPage } from './navigations/NavigationPages';
import { NodeFormPage, NodeListPage } from './nodes/NodePages';
import { ImageTemplateFormPage, ImageTemplateListPage } from './image-templates/ImageTemplatePages';
import { BLOCKS_PATH, IMAGE_TEMPLATES_PATH, NAVIGATIONS_PATH, NODES_PATH, REDIRECTS_PATH, SITES_PATH, UPLOADS_PATH } from './paths';
import { RedirectFormPage } from './redirects/RedirectFormPage';
import { RedirectListPage } from './redirects/RedirectListPage';
import { SiteFormPage } from './sites/SiteFormPage';
import { SiteListPage } from './sites/SiteListPage';
import { UploadListPage } from './uploads/UploadListPage';

/** The website builder's routes inside the back-office layout route. */
export const websiteRoutes = [
  <Route key="sites" path={SITES_PATH} element={<SiteListPage />} />,
  <Route key="sites-record" path={`${SITES_PATH}/:id`} element={<SiteFormPage />} />,
  <Route key="blocks" path={BLOCKS_PATH} element={<BlockListPage />} />,
  <Route key="blocks-record" path={`${BLOCKS_PATH}/:id`} element={<BlockFormPage />} />,
  <Route key="nodes" path={NODES_PATH} element={<NodeListPage />} />,
  <Route key="nodes-record" path={`${NODES_PATH}/:id`} element={<NodeFormPage />} />,
  <Route key="navigations" path={NAVIGATIONS_PATH} element={<NavigationListPage />} />,
  <Route key="navigations-record" path={`${NAVIGATIONS_PATH}/:id`} element={<NavigationFormPage />} />,
  <Route key="redirects" path={REDIRECTS_PATH} element={<RedirectListPage />} />,
  <Route key="redirects-record" path={`${REDIRECTS_PATH}/:id`} element={<RedirectFormPage />} />,
  <Route key="uploads" path={UPLOADS_PATH} element={<UploadListPage />} />,
  <Route key="image-templates" path={IMAGE_TEMPLATES_PATH} element={<ImageTemplateListPage />} />,
  <Route key="image-templates-record" path={`${IMAGE_TEMPLATES_PATH}/:id`} element={<ImageTemplateFormPage />} />,
];

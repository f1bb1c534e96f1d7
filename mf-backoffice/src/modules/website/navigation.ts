import { backofficeWebsiteTexts as t } from '@asp/i18n';
import { BLOCKS_PATH, IMAGE_TEMPLATES_PATH, NAVIGATIONS_PATH, NODES_PATH, REDIRECTS_PATH, SITES_PATH, UPLOADS_PATH } from './paths';

/** The website builder's entries in the back-office navigation (layout/modules.ts), group 'Website'. */
export const websiteNavigation = [
  { path: SITES_PATH, label: t.navigation.sites, testId: 'nav-sites', group: 'Website' },
  { path: BLOCKS_PATH, label: t.navigation.blocks, testId: 'nav-blocks', group: 'Website' },
  { path: NODES_PATH, label: t.navigation.nodes, testId: 'nav-nodes', group: 'Website' },
  { path: NAVIGATIONS_PATH, label: t.navigation.navigations, testId: 'nav-navigations', group: 'Website' },
  { path: REDIRECTS_PATH, label: t.navigation.redirects, testId: 'nav-redirects', group: 'Website' },
  { path: UPLOADS_PATH, label: t.navigation.uploads, testId: 'nav-uploads', group: 'Website' },
  { path: IMAGE_TEMPLATES_PATH, label: t.navigation.imageTemplates, testId: 'nav-image-templates', group: 'Website' },
];

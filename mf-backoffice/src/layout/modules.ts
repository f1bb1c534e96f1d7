import { backofficeBranchTexts, backofficeOrderTexts } from '@asp/i18n';

import { configNavigation } from '../modules/config/navigation';
import { deviceNavigation } from '../modules/devices/navigation';
import { divisionNavigation } from '../modules/divisions/navigation';
import { catalogueModuleNavigation } from '../modules/catalog-parts/catalogue-modules';
import { peopleNavigation } from '../modules/users/people-modules';
import { productNavigation } from '../modules/products/navigation';

/**
 * The back-office modules in the navigation. Document 1 §2 lists many more (devices,
 * tables, sites, …); each appears here when its screens exist: add one entry and its
 * routes (see modules/branches/routes.tsx).
 */
export interface BackofficeModule {
  /** Route of its list page. */
  path: string;
  label: string;
  testId: string;
  /** The navigation group (the layout helper groups the navigation by it). */
  group?: string;
}

export const backofficeModules: BackofficeModule[] = [
  { path: '/backend/orders', label: backofficeOrderTexts.navigation, testId: 'nav-orders' },
  { path: '/backend/branches', label: backofficeBranchTexts.listTitle, testId: 'nav-branches' },
  deviceNavigation,
  divisionNavigation,
  ...catalogueModuleNavigation,
  configNavigation,
  ...peopleNavigation,
  ...productNavigation,
];

import { backofficeBranchTexts, backofficeOrderTexts } from '@asp/i18n';

import { configNavigation } from '../modules/config/navigation';
import { deviceNavigation } from '../modules/devices/navigation';
import { divisionNavigation } from '../modules/divisions/navigation';
import { dashboardNavigation } from '../modules/dashboard/navigation';
import { signageNavigation } from '../modules/signage/navigation';
import { imageNavigation } from '../modules/images/navigation';
import { catalogueModuleNavigation } from '../modules/catalog-parts/catalogue-modules';
import { peopleNavigation } from '../modules/users/people-modules';
import { productNavigation } from '../modules/products/navigation';
import { workingTimeNavigation } from '../modules/working-time/navigation';
import { websiteNavigation } from '../modules/website/navigation';

/**
 * The groups of the navigation and the start page, in their order. A module names its
 * group; an entry without one (or with an unknown one) is shown under 'System'.
 */
export const BACKOFFICE_GROUPS = ['Bestellungen', 'Katalog', 'Filialen & Geräte', 'Website', 'Personal', 'System'] as const;
export type BackofficeGroup = (typeof BACKOFFICE_GROUPS)[number];
const FALLBACK_GROUP: BackofficeGroup = 'System';

/**
 * The back-office modules in the navigation. Document 1 §2 lists many more (tables,
 * sites, …); each appears here when its screens exist: add one entry (usually the
 * module's navigation.ts) and its routes (see modules/branches/routes.tsx).
 */
export interface BackofficeModule {
  /** Route of its list page. */
  path: string;
  label: string;
  testId: string;
  /** One of BACKOFFICE_GROUPS; optional so older entries keep working ('System'). */
  group?: string;
  /** Only users with one of these roles see the entry (the pages check it too); everyone without. */
  roles?: readonly string[];
}

export const backofficeModules: BackofficeModule[] = [
  { path: '/backend/orders', label: backofficeOrderTexts.navigation, testId: 'nav-orders', group: 'Bestellungen' },
  { path: '/backend/branches', label: backofficeBranchTexts.listTitle, testId: 'nav-branches', group: 'Filialen & Geräte' },
  deviceNavigation,
  divisionNavigation,
  imageNavigation,
  ...catalogueModuleNavigation,
  configNavigation,
  ...peopleNavigation,
  ...productNavigation,
  ...workingTimeNavigation,
  ...signageNavigation,
  dashboardNavigation,
  ...websiteNavigation,
];

export interface ModuleGroup {
  group: BackofficeGroup;
  modules: BackofficeModule[];
}

const groupOf = (module: BackofficeModule): BackofficeGroup =>
  (BACKOFFICE_GROUPS as readonly string[]).includes(module.group ?? '') ? (module.group as BackofficeGroup) : FALLBACK_GROUP;

/** The entries a user with these roles sees (an entry without `roles` is everyone's). */
export function modulesFor(roles: readonly string[], modules: readonly BackofficeModule[] = backofficeModules): BackofficeModule[] {
  return modules.filter((module) => !module.roles || module.roles.some((role) => roles.includes(role)));
}

/** The modules by group in BACKOFFICE_GROUPS order (empty groups left out), each group in the list's order. */
export function groupModules(modules: readonly BackofficeModule[] = backofficeModules): ModuleGroup[] {
  return BACKOFFICE_GROUPS.map((group) => ({ group, modules: modules.filter((module) => groupOf(module) === group) })).filter(
    (entry) => entry.modules.length > 0,
  );
}

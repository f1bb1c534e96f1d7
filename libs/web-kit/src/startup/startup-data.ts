import type {
  Block,
  Branch,
  Category,
  Config,
  ContentNode,
  CurrentUser,
  Division,
  Donatee,
  Menu,
  Navigation,
  Product,
  Site,
  Table,
  Tag,
} from '@asp/contracts';
import { apiRequest } from '../api/client';

/**
 * Everything loaded once when the page starts (document 1 §7, storefront.md §7),
 * handed to every remote as `RemoteAppProps.startup`.
 */
export interface StartupData {
  config: Config;
  /** GET /api/users/me: `{ roles: [], user: null }` for anonymous visitors. */
  user: CurrentUser;
  divisions: Division[];
  branches: Branch[];
  menus: Menu[];
  categories: Category[];
  products: Product[];
  tags: Tag[];
  tables: Table[];
  /** Content service: the website's pages (public ones for visitors, all for staff). */
  sites: Site[];
  /** Content service: mainMenu, mobileMenu, footer, contact, social … */
  navigations: Navigation[];
  /** Content service: content blocks. */
  blocks: Block[];
  /** Content service: content nodes, among them the popups (storefront.md §2.13). */
  nodes: ContentNode[];
  donatees: Donatee[];
}

/**
 * The start-up loads as data (document 1 §7, in its order): one GET per store, all run in
 * parallel. sites, navigations, blocks and nodes come from the content service.
 * `satisfies` makes a store without its path (or a path without its store) a compile error.
 */
const STARTUP_PATHS = {
  config: '/config',
  user: '/users/me',
  divisions: '/divisions',
  branches: '/branches',
  menus: '/menus',
  categories: '/categories',
  products: '/products',
  tags: '/tags',
  tables: '/tables',
  sites: '/sites',
  navigations: '/navigations',
  blocks: '/blocks',
  nodes: '/nodes',
  donatees: '/donatees',
} as const satisfies Record<keyof StartupData, string>;

export const startupLoads: ReadonlyArray<{ key: string; path: string }> = Object.entries(STARTUP_PATHS).map(([key, path]) => ({
  key,
  path,
}));

/** Runs the start-up loads in parallel; rejects with the first ApiError (the caller shows startupFailed). */
export async function loadStartupData(signal?: AbortSignal): Promise<StartupData> {
  // One typed request per key, all started before the first is awaited.
  const get = <K extends keyof StartupData>(key: K) => apiRequest<StartupData[K]>('GET', STARTUP_PATHS[key], undefined, { signal });
  const [config, user, divisions, branches, menus, categories, products, tags, tables, sites, navigations, blocks, nodes, donatees] =
    await Promise.all([
      get('config'),
      get('user'),
      get('divisions'),
      get('branches'),
      get('menus'),
      get('categories'),
      get('products'),
      get('tags'),
      get('tables'),
      get('sites'),
      get('navigations'),
      get('blocks'),
      get('nodes'),
      get('donatees'),
    ]);
  return { config, user, divisions, branches, menus, categories, products, tags, tables, sites, navigations, blocks, nodes, donatees };
}

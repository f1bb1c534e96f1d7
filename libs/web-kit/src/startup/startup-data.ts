import type {
  Block, Branch, Category, Config, ContentNode, CurrentUser, Division, Donatee, Menu, Navigation, Product, Site, Table, Tag,
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
 * The start-up list of loads as data (document 1 §7, in its order): one GET per store,
 * all run in parallel. sites, navigations, blocks and nodes come from the content service.
 */
export const startupLoads = [
  { key: 'config', path: '/config' },
  { key: 'user', path: '/users/me' },
  { key: 'divisions', path: '/divisions' },
  { key: 'branches', path: '/branches' },
  { key: 'menus', path: '/menus' },
  { key: 'categories', path: '/categories' },
  { key: 'products', path: '/products' },
  { key: 'tags', path: '/tags' },
  { key: 'tables', path: '/tables' },
  { key: 'sites', path: '/sites' },
  { key: 'navigations', path: '/navigations' },
  { key: 'blocks', path: '/blocks' },
  { key: 'nodes', path: '/nodes' },
  { key: 'donatees', path: '/donatees' },
] as const satisfies readonly { key: keyof StartupData; path: string }[];

/** Runs the start-up loads in parallel; rejects with the first ApiError (the caller shows startupFailed). */
export async function loadStartupData(signal?: AbortSignal): Promise<StartupData> {
  const results = await Promise.all(startupLoads.map((load) => apiRequest<unknown>('GET', load.path, undefined, { signal })));
  return Object.fromEntries(startupLoads.map((load, index) => [load.key, results[index]])) as unknown as StartupData;
}

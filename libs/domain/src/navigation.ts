import type { Id } from './types';

export type NavigationItemType = 'home' | 'site' | 'branch' | 'link';

/** A navigation item (website.md §2): label, type, target, suffix, isEnabled, children. */
export interface NavigationItem {
  label: string;
  type: NavigationItemType;
  /** Id of a site, id or identifier of a branch, or an external URL for link. */
  target?: Id | null;
  suffix?: string | null;
  isEnabled: boolean;
  children?: NavigationItem[] | null;
}

export interface NavigationContext {
  /** The current path ('/', '/ueber-uns', '/store/konstanz'). */
  path: string;
  sites: Array<{ id: Id; path: string }>;
  branches: Array<{ id: Id; identifier: string }>;
}

export interface ResolvedNavigationItem {
  label: string;
  type: NavigationItemType;
  href: string;
  isExternal: boolean;
  /** Internal links open in the same window, external ones in a new window. */
  target: '_self' | '_blank';
  isActive: boolean;
  isChildActive: boolean;
  hasChildren: boolean;
  children: ResolvedNavigationItem[];
}

const normalizePath = (path: string): string => {
  const clean = `/${path.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '')}`;
  return clean;
};

function basePath(item: NavigationItem, ctx: NavigationContext): string | null {
  const target = item.target === null || item.target === undefined ? '' : String(item.target);
  switch (item.type) {
    case 'home':
      return '/';
    case 'site': {
      const site = ctx.sites.find((s) => String(s.id) === target);
      return site ? normalizePath(site.path) : null;
    }
    case 'branch': {
      // By id, or by identifier ('konstanz'): content kept apart from the catalogue names
      // branches the way their addresses do, since it cannot know the catalogue's ids.
      const branch = ctx.branches.find((b) => String(b.id) === target || b.identifier === target);
      return branch ? `/store/${branch.identifier}` : null;
    }
    default:
      return target || null;
  }
}

/**
 * The href of an item: home '/', a site its path, a branch '/store/{identifier}', a link
 * its URL; the suffix is appended; a link without href falls back to '/' (website.md §2).
 */
export function navigationHref(item: NavigationItem, ctx: NavigationContext): string {
  const base = basePath(item, ctx);
  if (!base) return '/';
  return item.type === 'link' ? base : `${base}${item.suffix ?? ''}`;
}

/**
 * Whether an item itself is active (website.md §2): home when the path is '/', a site item
 * when the current path is its site, a branch item when the current path is its branch
 * route. Links are never active.
 */
export function isNavigationItemActive(item: NavigationItem, ctx: NavigationContext): boolean {
  if (item.type === 'link') return false;
  const base = basePath(item, ctx);
  if (!base) return false;
  return normalizePath(ctx.path) === base;
}

/**
 * Resolves a navigation recursively (website.md §2): disabled items and children are never
 * shown; an item has children only if at least one child is enabled; active and
 * child-active marking (any active descendant); internal vs external links.
 */
export function resolveNavigation(items: NavigationItem[] | null | undefined, ctx: NavigationContext): ResolvedNavigationItem[] {
  return (items ?? [])
    .filter((item) => item.isEnabled)
    .map((item) => {
      const children = resolveNavigation(item.children, ctx);
      const isExternal = item.type === 'link';
      return {
        label: item.label,
        type: item.type,
        href: navigationHref(item, ctx),
        isExternal,
        target: isExternal ? '_blank' : '_self',
        isActive: isNavigationItemActive(item, ctx),
        isChildActive: children.some((c) => c.isActive || c.isChildActive),
        hasChildren: children.length > 0,
        children,
      };
    });
}

/**
 * The mobile menu grouping (storefront.md §2.3): an item with children becomes a group
 * whose first child is the parent itself.
 */
export function mobileMenuGroup(item: ResolvedNavigationItem): ResolvedNavigationItem[] {
  if (!item.hasChildren) return [item];
  return [{ ...item, hasChildren: false, children: [] }, ...item.children];
}

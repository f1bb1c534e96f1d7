import type { Branch, Config, ContentNode, Site } from '@asp/contracts';
import type { StartupData } from '@asp/web-kit';
import { createContext, useContext } from 'react';

/**
 * What the website reads (website.md §7 "The pages' content, navigations and branches are
 * supplied by the start-up data"): the start-up load the shell hands every remote. Visitors
 * get public sites and nodes only; staff get all, so the readers below filter themselves.
 */
export type WebsiteData = Pick<StartupData, 'config' | 'branches' | 'sites' | 'nodes' | 'navigations' | 'blocks'>;

const WebsiteContext = createContext<WebsiteData | null>(null);

export const WebsiteProvider = WebsiteContext.Provider;

export function useWebsite(): WebsiteData {
  const data = useContext(WebsiteContext);
  if (!data) throw new Error('WebsiteProvider fehlt');
  return data;
}

export function useConfig(): Config {
  return useWebsite().config;
}

/** A public node by id and type (website.md §6 "Only nodes flagged isPublic are shown"). */
export function publicNode(nodes: readonly ContentNode[], id: unknown, type?: string): ContentNode | null {
  const wanted = typeof id === 'object' && id !== null ? (id as { id?: unknown }).id : id;
  return nodes.find((node) => String(node.id) === String(wanted) && node.isPublic && (!type || node.type === type)) ?? null;
}

/** Public nodes of a type, in their stored order. */
export function publicNodes(nodes: readonly ContentNode[], type: string): ContentNode[] {
  return nodes.filter((node) => node.type === type && node.isPublic);
}

/** The site at a path ('/' for home); the current site of the contact block's breadcrumb. */
export function siteByPath(sites: readonly Site[], path: string): Site | null {
  const clean = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return sites.find((site) => site.path === clean) ?? null;
}

/** Branches a visitor may see: public and enabled (website.md §1). */
export function visibleBranches(branches: readonly Branch[]): Branch[] {
  return branches.filter((branch) => branch.isPublic && branch.isEnabled);
}

import type { NavigationItem } from '@asp/domain';
import type { StartupData } from '@asp/web-kit';

/**
 * Content data of the start-up load (storefront.md §7: sites, navigations, nodes). They
 * belong to the content service of a later issue; until StartupData carries them the
 * chrome reads them as optional fields and renders nothing without them.
 */
export interface StartupNavigation {
  identifier: string;
  isPublic: boolean;
  items: NavigationItem[];
}

export interface StartupSite {
  id: number;
  path: string;
  isPublic?: boolean;
}

export interface PopupNode {
  id: number;
  type: string;
  isPublic: boolean;
  content?: { image?: { id: number; version: number; extension: string } | null; text?: string | null; name?: string | null } | null;
}

interface ContentStartup {
  navigations?: StartupNavigation[];
  sites?: StartupSite[];
  nodes?: PopupNode[];
}

const content = (startup: StartupData) => startup as StartupData & ContentStartup;

/** The public navigation with an identifier (mainMenu, mobileMenu, footer, contact), or null. */
export function publicNavigation(startup: StartupData, identifier: string): StartupNavigation | null {
  return content(startup).navigations?.find((n) => n.identifier === identifier && n.isPublic) ?? null;
}

export function startupSites(startup: StartupData): StartupSite[] {
  return content(startup).sites ?? [];
}

/** Public popup nodes (storefront.md §3 "Popup node: type popup, isPublic, content.image, content.text"). */
export function popupNodes(startup: StartupData): PopupNode[] {
  return (content(startup).nodes ?? []).filter((node) => node.type === 'popup' && node.isPublic);
}

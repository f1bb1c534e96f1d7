import type { ContentNode, Navigation, NAVIGATION_IDENTIFIERS } from '@asp/contracts';
import type { StartupData } from '@asp/web-kit';

/**
 * Content data of the start-up load (storefront.md §7: sites, navigations, nodes), served
 * by the content service. Visitors get only public records; staff get all, so the chrome
 * filters for public ones itself.
 */

/** The public navigation with an identifier (mainMenu, mobileMenu, footer, contact, social), or null. */
export function publicNavigation(startup: StartupData, identifier: keyof typeof NAVIGATION_IDENTIFIERS): Navigation | null {
  return startup.navigations.find((n) => n.identifier === identifier && n.isPublic) ?? null;
}

/** Public popup nodes (storefront.md §3 "Popup node: type popup, isPublic, content.image, content.text"). */
export function popupNodes(startup: StartupData): ContentNode[] {
  return startup.nodes.filter((node) => node.type === 'popup' && node.isPublic);
}

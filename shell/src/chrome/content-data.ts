import type { ContentNode, Navigation, NavigationItemRecord, Site } from '@asp/contracts';
import type { StartupData } from '@asp/web-kit';

/**
 * Content data of the start-up load (storefront.md §7: sites, navigations, nodes), served
 * by the content service. Visitors get only public records; staff get all, so the chrome
 * filters for public ones itself.
 */
export type StartupNavigation = Navigation;
export type StartupSite = Site;
export type PopupNode = ContentNode;

type BranchRef = Pick<StartupData['branches'][number], 'id' | 'identifier'>;

/**
 * Branch items may name their branch by identifier ('konstanz'): branch ids belong to the
 * catalog service, so the content service's demo data cannot know them. The shared
 * navigation rules look branches up by id, so identifiers become ids here.
 */
function withBranchIds(items: NavigationItemRecord[], branches: BranchRef[]): NavigationItemRecord[] {
  return items.map((item) => {
    const branch = item.type === 'branch' && typeof item.target === 'string' ? branches.find((b) => b.identifier === item.target) : undefined;
    return { ...item, target: branch ? branch.id : item.target, children: withBranchIds(item.children, branches) };
  });
}

/** The public navigation with an identifier (mainMenu, mobileMenu, footer, contact, social), or null. */
export function publicNavigation(startup: StartupData, identifier: string): StartupNavigation | null {
  const navigation = startup.navigations.find((n) => n.identifier === identifier && n.isPublic);
  return navigation ? { ...navigation, items: withBranchIds(navigation.items, startup.branches) } : null;
}

export function startupSites(startup: StartupData): StartupSite[] {
  return startup.sites;
}

/** Public popup nodes (storefront.md §3 "Popup node: type popup, isPublic, content.image, content.text"). */
export function popupNodes(startup: StartupData): PopupNode[] {
  return startup.nodes.filter((node) => node.type === 'popup' && node.isPublic);
}

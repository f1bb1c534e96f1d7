/** The remotes the shell can mount, by their federation name (the keys of /remotes.json). */
export type RemoteName = 'mf_storefront' | 'mf_backoffice' | 'mf_cms' | 'mf_signage';

/** Path prefixes and the remote owning them; a prefix matches itself and everything below it. */
const prefixes: ReadonlyArray<readonly [string, RemoteName]> = [
  ['/backend', 'mf_backoffice'],
  ['/signage', 'mf_signage'], // TV players: /signage/{identifier}/{deviceKey}
  ['/tv', 'mf_signage'], // the TV start screen: /tv/{deviceIdentifier}
  ['/screens', 'mf_backoffice'], // order screens: /screens/frontdesk|kitchen/{branchId}/{apiKey}
  ['/shop', 'mf_storefront'],
  ['/store', 'mf_storefront'],
  ['/status', 'mf_storefront'],
];

/**
 * The shell's top-level route table: which remote renders a path. '/' is the
 * storefront's branch list (or its home page) — unless the website has a public home
 * page (a site with path '/', website.md §2): publishing one makes the website the home;
 * /store/{branchIdentifier} stays the storefront's branch page. Everything not claimed (/site/*, /agb, /datenschutz,
 * /kontakt, /unsere-tiere/*, /news/*, /job/*, any other content path) is the
 * website (mf_cms), which answers unknown paths with its 404 page.
 */
export function remoteForPath(pathname: string, hasContentHome = false): RemoteName {
  if (pathname === '/' || pathname === '') return hasContentHome ? 'mf_cms' : 'mf_storefront';
  for (const [prefix, remote] of prefixes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return remote;
  }
  return 'mf_cms';
}

/** Back office, order screens and TVs run full screen, without the public page chrome. */
export function hasPublicChrome(remote: RemoteName): boolean {
  return remote === 'mf_storefront' || remote === 'mf_cms';
}

/**
 * Pages that show their own offline state and keep working through a drop: the order
 * screens and the TV players (they reconnect and resync by themselves). The shell's offline overlay, whose
 * retry reloads the page, would cover them — and a reload while offline loses the page.
 */
export function handlesOwnOffline(pathname: string): boolean {
  return ['/screens', '/signage'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Whether the website has a public home page (a public site at '/'); staff see drafts too, so isPublic decides. */
export function hasPublicContentHome(sites: ReadonlyArray<{ path: string; isPublic: boolean }>): boolean {
  return sites.some((site) => site.path === '/' && site.isPublic);
}

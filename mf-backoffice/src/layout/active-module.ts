/**
 * The navigation entry of the page shown: the longest entry path the location lies in
 * (segment-wise). Entries may nest — 'Bestand' (/backend/products/stock) lies inside
 * 'Produkte' (/backend/products) — and only the more specific one is the current page,
 * where a plain prefix match (NavLink) marks both.
 */
export function activeModulePath(paths: readonly string[], pathname: string): string | null {
  const within = (path: string) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
  return paths.filter(within).reduce<string | null>((best, path) => (best === null || path.length > best.length ? path : best), null);
}

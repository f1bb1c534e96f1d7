import type { TitledRoute } from '@asp/domain';

/**
 * What the chrome needs to know about a public path (storefront.md §2.1 named routes):
 * the route name for titles and head data, the branch the path selects, whether it is a
 * checkout route (no cart button) and whether it lies under /shop.
 */
export interface RouteMeta {
  route: TitledRoute | 'shop';
  /** The branch identifier in the path (/store/{id}…, /shop/{id}…), when it names a branch. */
  branchIdentifier: string | null;
  isCheckout: boolean;
  isUnderShop: boolean;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean).map(decodeURIComponent);

/**
 * Names a path. `branchIdentifiers` tells a branch segment from a category id in the
 * shop's second route set (/shop/{categoryId}/{categorySlug}).
 */
export function routeMeta(pathname: string, branchIdentifiers: readonly string[]): RouteMeta {
  const [first, second, third, fourth] = segmentsOf(pathname);
  const isBranch = (value: string | undefined) => value !== undefined && branchIdentifiers.includes(value);
  const base = { branchIdentifier: null, isCheckout: false, isUnderShop: false };
  if (!first) return { ...base, route: 'division' };
  if (first === 'status') return { ...base, route: 'status' };
  if (first === 'store' && second) {
    if (third === 'checkout')
      return { route: fourth === 'error' ? 'checkout_error' : 'checkout', branchIdentifier: second, isCheckout: true, isUnderShop: false };
    return { ...base, route: 'branch', branchIdentifier: second };
  }
  if (first === 'shop') {
    if (!isBranch(second)) return { ...base, route: 'shop', isUnderShop: true };
    if (third === 'checkout') return { route: 'checkout', branchIdentifier: second!, isCheckout: true, isUnderShop: true };
    return { route: 'branch', branchIdentifier: second!, isCheckout: false, isUnderShop: true };
  }
  return { ...base, route: 'site' };
}

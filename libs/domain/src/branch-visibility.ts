import type { Branch } from './types';

/**
 * A branch the shop offers (storefront.md §2.5, §4): public and enabled. Anonymous readers
 * get every enabled branch (the branch list shows non-public ones styled inactive), so
 * everything that lets a customer pick or order at a branch — the cart, the shop page,
 * the checkout, the map, the footer and career lists, the open-branches count — asks this
 * one rule.
 */
export function isBranchSelectable(branch: Pick<Branch, 'isPublic' | 'isEnabled'>): boolean {
  return branch.isPublic && branch.isEnabled;
}

/** The selectable branches, in their order. */
export function selectableBranches<B extends Pick<Branch, 'isPublic' | 'isEnabled'>>(branches: readonly B[]): B[] {
  return branches.filter(isBranchSelectable);
}

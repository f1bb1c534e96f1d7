import type { Branch, Product } from '@asp/contracts';

/**
 * What anonymous callers may read (storefront.md §2.5, §6; website.md §6); staff see everything.
 * Enabled branches are public even when not isPublic: the branch list shows those
 * styled inactive, and only public and enabled ones are selectable (a client rule).
 */
export const isBranchVisibleToPublic = (branch: Pick<Branch, 'isEnabled'>): boolean => branch.isEnabled;

/** Non-public products never reach the shop; disabled public ones show as unavailable. */
export const isProductVisibleToPublic = (product: Pick<Product, 'isPublic'>): boolean => product.isPublic;

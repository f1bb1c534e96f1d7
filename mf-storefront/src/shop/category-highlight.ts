import { CATEGORY_HIGHLIGHT_RATIO } from './shop-constants';

/**
 * The category the category bar highlights (storefront.md §2.8): the last product group
 * whose top is above 25% of the viewport height — the group being read. -1 while none
 * has reached that line yet (top of the page).
 */
export function activeCategoryIndex(tops: readonly number[], viewportHeight: number, ratio = CATEGORY_HIGHLIGHT_RATIO): number {
  const line = viewportHeight * ratio;
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** The element id of a product group, the category bar's scroll target. */
export function categoryAnchor(categoryId: number): string {
  return `category-${categoryId}`;
}

/** The added-to-cart toast stays 900 ms (storefront.md §2.8, §9). */
export const TOAST_MS = 900;

/**
 * Desktop breakpoint (storefront.md §9: 950 px): above it the main and sub category lists
 * of the shop page start open (storefront.md §2.8).
 */
export const DESKTOP_BREAKPOINT_PX = 950;

/**
 * The category bar highlights the category whose top is above this share of the viewport
 * height (storefront.md §2.8: 25%).
 */
export const CATEGORY_HIGHLIGHT_RATIO = 0.25;

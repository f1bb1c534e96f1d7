/**
 * Texts of the public storefront (storefront.md). Quoted letter for letter from the
 * spec unless marked "ours" (not quoted there, written in its style).
 */
export const storefrontTexts = {
  /** ours: accessible name of the branch search box (its placeholder 'PLZ / Ort' is no label). */
  branchSearchLabel: 'Filialen suchen',
  /** ours: accessible name of the tag filter group. */
  tagFilterLabel: 'Nach Tags filtern',
  /** ours: marks a branch that is listed but cannot be selected (not public). */
  branchInactive: 'Derzeit nicht verfügbar',
  /** ours: link from the branch intro to the branch list. */
  backToBranches: 'Alle Filialen',
  /** ours: heading of the contact lines of the branch intro. */
  contact: 'Kontakt',
  /** Generic content page without a match (storefront.md §2.7, §8). */
  notFoundTitle: '404 Not Found',
  notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
} as const;

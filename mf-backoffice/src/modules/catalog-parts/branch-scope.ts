/**
 * The layout's branch filter (document 1 §2) on a branch-scoped list: when the screen's
 * own filters name no branch, the list asks the service for the layout's branch
 * (`branch=<id>`, filtered in SQL); a branch chosen on the screen wins.
 */
export function branchScopedSearch(search: string, ownBranch: string | undefined, layoutBranch: number | null): string {
  if (ownBranch || layoutBranch === null) return search;
  const params = new URLSearchParams(search);
  params.set('branch', String(layoutBranch));
  return params.toString();
}

/** The branch a screen's branch select shows: its own choice, else the layout's, else all (''). */
export const shownBranch = (ownBranch: string | undefined, layoutBranch: number | null): string =>
  ownBranch ?? (layoutBranch === null ? '' : String(layoutBranch));

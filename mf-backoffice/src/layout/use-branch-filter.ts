import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { selectBranchFilter, selectBranchFilterUser, setBranchFilter } from './branch-filter-slice';
import { writeBranchFilter } from './branch-filter-storage';

export interface BranchFilter {
  /** The chosen branch, or null for all branches. */
  branch: number | null;
  /** Chooses a branch (null: all) and remembers it for the signed-in user. */
  setBranch(branch: number | null): void;
  /** `branch=<id>` for a list call when a branch is chosen, else ''. */
  search: string;
}

/**
 * The layout's branch filter for modules (document 1 §2): a branch-scoped list passes
 * `branch` (or `search`) to its service, which filters in SQL.
 */
export function useBranchFilter(): BranchFilter {
  const dispatch = useAppDispatch();
  const branch = useAppSelector(selectBranchFilter);
  const userId = useAppSelector(selectBranchFilterUser);
  const setBranch = useCallback(
    (next: number | null) => {
      dispatch(setBranchFilter(next));
      if (userId !== null) writeBranchFilter(userId, next);
    },
    [dispatch, userId],
  );
  return { branch, setBranch, search: branch === null ? '' : `branch=${branch}` };
}

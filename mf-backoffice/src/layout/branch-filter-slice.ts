import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The back-office branch filter (document 1 §2): all branches (null) or one branch,
 * remembered per signed-in user (branch-filter-storage.ts). Modules whose data belongs
 * to a branch (orders, tables, devices, …) read it with `useBranchFilter()` (layout) or
 * `useAppSelector(selectBranchFilter)`.
 */
export interface BranchFilterState {
  branchId: number | null;
  /** Whose remembered choice the state holds; null until the layout restored it for the signed-in user. */
  userId: number | null;
}

const initialState: BranchFilterState = { branchId: null, userId: null };

export const branchFilterSlice = createSlice({
  name: 'branchFilter',
  initialState,
  reducers: {
    setBranchFilter(state, action: PayloadAction<number | null>) {
      state.branchId = action.payload;
    },
    /** The signed-in user's remembered choice, read by the layout before any list loads. */
    branchFilterRestored(state, action: PayloadAction<{ userId: number; branchId: number | null }>) {
      state.userId = action.payload.userId;
      state.branchId = action.payload.branchId;
    },
  },
});

export const { setBranchFilter, branchFilterRestored } = branchFilterSlice.actions;
export const selectBranchFilter = (state: { branchFilter: BranchFilterState }): number | null => state.branchFilter.branchId;
export const selectBranchFilterUser = (state: { branchFilter: BranchFilterState }): number | null => state.branchFilter.userId;

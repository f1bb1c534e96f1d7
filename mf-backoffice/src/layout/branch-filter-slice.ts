import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The back-office branch filter (document 1 §2): all branches (null) or one branch.
 * Modules whose data belongs to a branch (orders, tables, devices, …) read it with
 * `useAppSelector(selectBranchFilter)`.
 */
export interface BranchFilterState {
  branchId: number | null;
}

const initialState: BranchFilterState = { branchId: null };

export const branchFilterSlice = createSlice({
  name: 'branchFilter',
  initialState,
  reducers: {
    setBranchFilter(state, action: PayloadAction<number | null>) {
      state.branchId = action.payload;
    },
  },
});

export const { setBranchFilter } = branchFilterSlice.actions;
export const selectBranchFilter = (state: { branchFilter: BranchFilterState }): number | null => state.branchFilter.branchId;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The selected branch of the storefront (by identifier). The branch list clears it on
 * opening (storefront.md §2.5); a branch page selects its branch.
 */
export interface SelectionState {
  branchIdentifier: string | null;
}

const initialState: SelectionState = { branchIdentifier: null };

export const selectionSlice = createSlice({
  name: 'selection',
  initialState,
  reducers: {
    selectBranch(state, action: PayloadAction<string>) {
      state.branchIdentifier = action.payload;
    },
    clearBranchSelection(state) {
      state.branchIdentifier = null;
    },
  },
});

export const { selectBranch, clearBranchSelection } = selectionSlice.actions;

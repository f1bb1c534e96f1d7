import { configureStore } from '@reduxjs/toolkit';
import { callErrorsCleared, callErrorsMiddleware, callErrorsSlice } from '@asp/web-kit';
import { useDispatch, useSelector } from 'react-redux';
import { backofficeApi } from './backoffice-api';
import { branchFilterSlice } from './layout/branch-filter-slice';

/**
 * The back office's own Redux store: the one api (every module injects its endpoints
 * into backofficeApi, nothing to add here), the registered call errors and the branch filter.
 */
export function createBackofficeStore() {
  return configureStore({
    reducer: {
      [backofficeApi.reducerPath]: backofficeApi.reducer,
      [callErrorsSlice.name]: callErrorsSlice.reducer,
      [branchFilterSlice.name]: branchFilterSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(backofficeApi.middleware, callErrorsMiddleware(backofficeApi)),
  });
}

/** Forgets every held server record and reported failure (after logout, the next user must not see them). */
export function resetServerData(dispatch: BackofficeDispatch): void {
  dispatch(backofficeApi.util.resetApiState());
  dispatch(callErrorsCleared());
}

export type BackofficeStore = ReturnType<typeof createBackofficeStore>;
export type BackofficeState = ReturnType<BackofficeStore['getState']>;
export type BackofficeDispatch = BackofficeStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<BackofficeDispatch>();
export const useAppSelector = useSelector.withTypes<BackofficeState>();

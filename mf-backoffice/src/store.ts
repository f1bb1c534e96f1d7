import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { branchFilterSlice } from './layout/branch-filter-slice';
import { branchesApi } from './modules/branches/branches-api';
import { devicesApi } from './modules/devices/devices-api';
import { divisionsApi } from './modules/divisions/divisions-api';
import { ordersApi } from './modules/orders/orders-api';
import { tagsApi } from './modules/tags/tags-api';
import { sessionApi } from './session/session-api';

/**
 * The back office's own Redux store. One RTK Query api per resource module: add its
 * reducer and middleware to the two lists below.
 */
const apis = [sessionApi, branchesApi, divisionsApi, tagsApi, ordersApi, devicesApi] as const;

export function createBackofficeStore() {
  return configureStore({
    reducer: {
      [sessionApi.reducerPath]: sessionApi.reducer,
      [branchesApi.reducerPath]: branchesApi.reducer,
      [devicesApi.reducerPath]: devicesApi.reducer,
      [divisionsApi.reducerPath]: divisionsApi.reducer,
      [tagsApi.reducerPath]: tagsApi.reducer,
      [ordersApi.reducerPath]: ordersApi.reducer,
      [branchFilterSlice.name]: branchFilterSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apis.map((api) => api.middleware)),
  });
}

/** Forgets every held server record (after logout, the next user must not see them). */
export function resetServerData(dispatch: BackofficeDispatch): void {
  for (const api of apis) dispatch(api.util.resetApiState());
}

export type BackofficeStore = ReturnType<typeof createBackofficeStore>;
export type BackofficeState = ReturnType<BackofficeStore['getState']>;
export type BackofficeDispatch = BackofficeStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<BackofficeDispatch>();
export const useAppSelector = useSelector.withTypes<BackofficeState>();

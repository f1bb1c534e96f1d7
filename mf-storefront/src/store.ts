import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { storefrontApi } from './api';
import { selectionSlice } from './selection-slice';
import { cartSlice } from './cart/cart-slice';

/** The storefront's own Redux store (each remote has one; the shell shares only the libraries). */
export function createStorefrontStore() {
  return configureStore({
    reducer: {
      [storefrontApi.reducerPath]: storefrontApi.reducer,
      [selectionSlice.name]: selectionSlice.reducer,
      [cartSlice.name]: cartSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(storefrontApi.middleware),
  });
}

export type StorefrontStore = ReturnType<typeof createStorefrontStore>;
export type StorefrontState = ReturnType<StorefrontStore['getState']>;
export type StorefrontDispatch = StorefrontStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<StorefrontDispatch>();
export const useAppSelector = useSelector.withTypes<StorefrontState>();
/** The store itself, for handlers that read the state when they run (no re-render on changes). */
export const useAppStore = useStore.withTypes<StorefrontStore>();

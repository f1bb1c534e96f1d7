import type { Branch } from '@asp/contracts';
import { DATA_RELOAD_CHECK_MS, isDataReloadDue, type Product } from '@asp/domain';
import { useLatest } from '@asp/web-kit';
import { useEffect, useMemo } from 'react';
import { useGetBranchesQuery } from '../api';
import { useGetCategoriesQuery, useGetMenusQuery, useGetProductsQuery } from '../shop/catalog-api';
import { orderableProducts, shopCatalog, type CatalogSources } from '../shop/catalog-view';
import { useConfig } from '../startup-context';
import { useAppDispatch, useAppSelector } from '../store';
import { migrateCartItems } from './cart-slice';
import { selectableBranches } from '@asp/domain';

/**
 * The products a cart may still hold after a data load (storefront.md §4 "Active menu"):
 * a branch cart those orderable at its branch now; the 'default' cart (the /shop routes,
 * where the branch can be changed at any time) those orderable at any selectable branch.
 * null when the cart's branch is unknown (nothing is removed then).
 */
export function activeProductsForCart(
  cartKey: string,
  branches: readonly Branch[],
  sources: CatalogSources,
  options: { now: Date; saleCategoryId?: number | null; timeZone?: string },
): Product[] | null {
  if (cartKey !== 'default') {
    const branch = branches.find((candidate) => candidate.identifier === cartKey && candidate.isEnabled);
    return branch ? orderableProducts(shopCatalog(branch, sources, options)) : null;
  }
  const byId = new Map<string, Product>();
  for (const branch of selectableBranches(branches)) {
    for (const product of orderableProducts(shopCatalog(branch, sources, options))) byId.set(String(product.id), product);
  }
  return [...byId.values()];
}

/** The name of a branch cart's branch, for the removal notice; null for the 'default' cart. */
export function branchNameOf(cartKey: string, branches: readonly Branch[]): string | null {
  if (cartKey === 'default') return null;
  return branches.find((branch) => branch.identifier === cartKey)?.name ?? null;
}

/**
 * The 4-hour data reload (storefront.md §4, §9): every 10 s it checks whether the
 * catalogue lists were loaded 4 hours ago and then loads them again; after every load
 * (the first one too, so a cart kept since an earlier visit is checked as well) each
 * loaded cart is migrated; what a migration removes goes to the removal notice.
 */
export function useDataReload(): void {
  const dispatch = useAppDispatch();
  const config = useConfig();
  const branches = useGetBranchesQuery();
  const menus = useGetMenusQuery();
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery();
  const cartKeys = useAppSelector((state) => Object.keys(state.cart.carts).sort().join('\n'));

  const queries = useLatest([branches, menus, categories, products]);

  useEffect(() => {
    const timer = setInterval(() => {
      const stamps = queries.current.map((query) => query.fulfilledTimeStamp);
      if (stamps.some((stamp) => !stamp)) return;
      if (isDataReloadDue(new Date(Math.min(...(stamps as number[]))), new Date())) {
        queries.current.forEach((query) => void query.refetch());
      }
    }, DATA_RELOAD_CHECK_MS);
    return () => clearInterval(timer);
  }, [queries]);

  const sources = useMemo(
    () =>
      menus.data && categories.data && products.data ? { menus: menus.data, categories: categories.data, products: products.data } : null,
    [menus.data, categories.data, products.data],
  );

  useEffect(() => {
    if (!sources || !branches.data || !cartKeys) return;
    const options = { now: new Date(), saleCategoryId: config.saleCategoryId, timeZone: config.timeZone };
    for (const key of cartKeys.split('\n')) {
      const active = activeProductsForCart(key, branches.data, sources, options);
      if (active) dispatch(migrateCartItems(key, active, branchNameOf(key, branches.data)));
    }
  }, [sources, branches.data, cartKeys, config.saleCategoryId, config.timeZone, dispatch]);
}

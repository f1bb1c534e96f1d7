import type { Branch, Category } from '@asp/contracts';
import { isBranchSelectable } from '@asp/domain';
import { resourceError } from '@asp/i18n';
import { useMemo } from 'react';
import { useGetBranchesQuery } from '../api';
import { useConfig } from '../startup-context';
import { useGetCategoriesQuery, useGetMenusQuery, useGetProductsQuery } from './catalog-api';
import { shopCatalog, type ShopCategory } from './catalog-view';

export interface ShopCatalogState {
  branches: Branch[];
  catalog: ShopCategory[];
  categories: Category[];
  isLoading: boolean;
  /** The German message of the first failed list, with a retry of the failed calls. */
  error: { message: string; retry(): void } | null;
}

/**
 * The lists a shop page needs (only public, enabled branches can be ordered from,
 * storefront.md §6) and the visible catalogue of a branch's active menu (or
 * of all categories without a branch), recomputed when the lists reload or `now` moves.
 */
export function useShopCatalog(branchIdentifier: string | null, now: Date): ShopCatalogState & { branch: Branch | null } {
  const config = useConfig();
  const branches = useGetBranchesQuery();
  const menus = useGetMenusQuery();
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery();

  const branch = useMemo(
    () =>
      branchIdentifier
        ? ((branches.data ?? []).find((candidate) => candidate.identifier === branchIdentifier && isBranchSelectable(candidate)) ?? null)
        : null,
    [branches.data, branchIdentifier],
  );

  const catalog = useMemo(() => {
    if (!menus.data || !categories.data || !products.data) return [];
    return shopCatalog(
      branch,
      { menus: menus.data, categories: categories.data, products: products.data },
      {
        now,
        saleCategoryId: config.saleCategoryId,
        timeZone: config.timeZone,
      },
    );
  }, [branch, menus.data, categories.data, products.data, now, config.saleCategoryId, config.timeZone]);

  const failed = (
    [
      ['branches', branches],
      ['menus', menus],
      ['categories', categories],
      ['products', products],
    ] as const
  ).filter(([, query]) => query.isError);

  return {
    branch,
    branches: branches.data ?? [],
    catalog,
    categories: categories.data ?? [],
    isLoading: !branches.data || !menus.data || !categories.data || !products.data,
    error: failed.length
      ? { message: resourceError(failed[0][0], 'load'), retry: () => failed.forEach(([, query]) => void query.refetch()) }
      : null,
  };
}

import { DINE_IN_TABLE_PARAM, type Branch } from '@asp/contracts';
import { offeredOrderTypes } from '@asp/domain';
import { useEffect } from 'react';
import { useSearchParams } from '@asp/web-kit/router';
import { setOrderType } from '../cart/cart-slice';
import { useAppDispatch, useAppSelector } from '../store';

/**
 * A table's QR code opens '/shop/{branch}?table={identifier}' (dineInTablePath of
 * libs/contracts). The shop then switches the branch's cart to dine-in and remembers the
 * table for this browser tab, so the checkout starts with it chosen. Session storage
 * (prefixed asp, storefront.md §9): the guest leaves, the next one scans again.
 */
type TableStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const linkedTableKey = (branchIdentifier: string): string => `asp.table.${branchIdentifier}`;

function tabStorage(): TableStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The table named by the link, trimmed; null without one. */
export function tableOfLink(search: URLSearchParams): string | null {
  const table = search.get(DINE_IN_TABLE_PARAM)?.trim();
  return table ? table.slice(0, 40) : null;
}

export function rememberLinkedTable(branchIdentifier: string, table: string, storage = tabStorage()): void {
  try {
    storage?.setItem(linkedTableKey(branchIdentifier), table);
  } catch {
    // Full or disabled storage: the guest picks the table in the checkout.
  }
}

/** The table the guest came with to this branch's shop, if any. */
export function linkedTable(branchIdentifier: string, storage = tabStorage()): string | null {
  try {
    return storage?.getItem(linkedTableKey(branchIdentifier)) || null;
  } catch {
    return null;
  }
}

/** On the shop page: a table link selects dine-in (when the branch offers it) and remembers the table. */
export function useTableLink(branch: Branch | null, cartKey: string): void {
  const [search] = useSearchParams();
  const table = tableOfLink(search);
  const dispatch = useAppDispatch();
  const isLoaded = useAppSelector((state) => state.cart.carts[cartKey] !== undefined);
  const identifier = branch?.identifier ?? null;
  const offersDineIn = branch ? offeredOrderTypes(branch).includes('dineIn') : false;

  useEffect(() => {
    if (!identifier || !table || !offersDineIn || !isLoaded) return;
    rememberLinkedTable(identifier, table);
    dispatch(setOrderType(cartKey, 'dineIn'));
  }, [identifier, table, offersDineIn, isLoaded, cartKey, dispatch]);
}

import { branchStockItemSchema, branchStockSchema, type BranchStock } from '@asp/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { storefrontApi } from '../api';
import { configureZodForBrowser } from '@asp/web-kit/zod';

// This page chunk parses with zod; the storefront's first load has none (issue 18).
configureZodForBrowser();

/** The branch's Server-Sent Events stream of today's stock (services/orders routes/stock.ts). */
export const branchStockEventsUrl = (branchId: number) => `/api/orders/stock/${branchId}/events`;

/** Applies one stream frame to the cached stock; unknown or malformed frames change nothing. */
export function applyStockFrame(stock: BranchStock, event: string, data: string): BranchStock {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return stock;
  }
  if (event === 'stock') {
    const parsed = branchStockSchema.safeParse(json);
    return parsed.success && parsed.data.branch === stock.branch ? parsed.data : stock;
  }
  const parsed = branchStockItemSchema.safeParse(json);
  if (!parsed.success) return stock;
  const others = stock.products.filter((item) => item.product !== parsed.data.product);
  return { ...stock, products: [...others, parsed.data].sort((a, b) => a.product - b.product) };
}

/** Ids of the products sold out at the branch today. */
export const soldOutIds = (stock: BranchStock | undefined): ReadonlySet<number> =>
  new Set((stock?.products ?? []).filter((item) => item.soldOut).map((item) => item.product));

/**
 * Stock per branch (issue 13): `GET /api/orders/stock/{branchId}` loads today's stock; while
 * the shop shows the branch, an EventSource on …/events keeps it current (a product is
 * marked 'ausverkauft' the moment its last unit is ordered, and back when an order is
 * cancelled). The server still refuses a sold-out product, so a missed frame costs at
 * most a refused order with a clear message.
 */
export const stockApi = storefrontApi.injectEndpoints({
  endpoints: (builder) => ({
    getBranchStock: builder.query<BranchStock, number>({
      query: (branchId) => `/orders/stock/${branchId}`,
      async onCacheEntryAdded(branchId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        if (typeof EventSource === 'undefined') return;
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const source = new EventSource(branchStockEventsUrl(branchId));
        const apply = (event: Event) =>
          updateCachedData((draft) => applyStockFrame(draft, event.type, (event as MessageEvent<string>).data));
        source.addEventListener('stock', apply);
        source.addEventListener('stock-item', apply);
        await cacheEntryRemoved;
        source.close();
      },
    }),
  }),
});

export const { useGetBranchStockQuery } = stockApi;

/** The products sold out today at the shown branch (empty without a branch or before the answer). */
export function useSoldOutProducts(branchId: number | null | undefined): ReadonlySet<number> {
  const { data } = useGetBranchStockQuery(branchId ?? skipToken);
  return useMemo(() => soldOutIds(data), [data]);
}

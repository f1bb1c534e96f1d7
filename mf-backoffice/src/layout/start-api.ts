import type { Device, Order } from '@asp/contracts';
import { isOrderFinal } from '@asp/domain';
import { backofficeApi } from '../backoffice-api';

/** Every device of the filter fits one call (the service allows up to 1000 rows). */
export const ATTENTION_DEVICE_LIMIT = 1000;

const branchQuery = (branch: number | null) => (branch === null ? '' : `branch=${branch}&`);

/**
 * The start page's two calls. They do not swallow their failure (unlike the filtered
 * device list): the layout reports it with a retry and the page says 'Nicht verfügbar'
 * instead of a reassuring zero. They carry the lists' tags, so a status action or a
 * device change elsewhere refreshes the counts.
 */
export const startApi = backofficeApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The orders not yet final (GET /api/orders/current, services/orders); the page counts the unconfirmed ones. */
    attentionOrders: builder.query<Order[], number | null>({
      query: (branch) => `/orders/current${branch === null ? '' : `?branch=${branch}`}`,
      extraOptions: { onError: { resource: 'orders', action: 'load' } },
      providesTags: ['OrderList'],
    }),
    /** The devices of the filter with their online state (GET /api/devices, services/devices). */
    attentionDevices: builder.query<Device[], number | null>({
      query: (branch) => `/devices?${branchQuery(branch)}limit=${ATTENTION_DEVICE_LIMIT}&offset=0`,
      extraOptions: { onError: { resource: 'devices', action: 'load' } },
      providesTags: ['DeviceList'],
    }),
  }),
});

export const { useAttentionOrdersQuery, useAttentionDevicesQuery } = startApi;

/** Waiting for confirmation: still open and neither confirmed nor out for delivery (the 'open' status of the order lists). */
export const isWaitingForConfirmation = (order: Order): boolean => !isOrderFinal(order) && !order.isConfirmed && !order.isInDelivery;

/** How many orders wait per branch id (branches without waiting orders left out). */
export function waitingPerBranch(orders: readonly Order[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const order of orders) {
    if (!isWaitingForConfirmation(order)) continue;
    counts.set(order.branch.id, (counts.get(order.branch.id) ?? 0) + 1);
  }
  return counts;
}

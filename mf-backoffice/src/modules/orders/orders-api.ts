import type { Order, OrderHistoryEntry, OrderItemChangeBody, OrderStatusAction } from '@asp/contracts';
import { ApiError, apiBaseQuery, apiRequest, type ApiQueryError } from '@asp/web-kit';
import { validationTexts } from '@asp/i18n';
import { createApi } from '@reduxjs/toolkit/query/react';

/** One page of the order history and the number of all matching orders (x-total-count). */
export interface OrderPage {
  orders: Order[];
  total: number;
}

/** The other order actions of document 1 §4 (print, payment re-check, resend the confirmation). */
export type OrderCommand = 'print' | 'update-payment-status' | 'resend-new-order-email' | 'resend-new-order-sms';

const branchParam = (branch: number | null) => (branch === null ? '' : `?branch=${branch}`);

/** The error value of apiBaseQuery for a failed queryFn call. */
function queryError(error: unknown): { error: ApiQueryError } {
  if (error instanceof ApiError) return { error: { status: error.status, errors: error.errors, message: error.message } };
  return { error: { status: 0, errors: [], message: validationTexts.serverError } };
}

/**
 * The back office's order calls (document 1 §7 "Orders"). Lists take the layout's branch
 * filter; every action invalidates the order, its history and the lists, so the order
 * is reloaded after each one (document 1 §4).
 */
export const ordersApi = createApi({
  reducerPath: 'ordersApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Order', 'OrderList'],
  endpoints: (builder) => ({
    currentOrders: builder.query<Order[], number | null>({
      query: (branch) => `/orders/current${branchParam(branch)}`,
      providesTags: ['OrderList'],
    }),
    missedOrders: builder.query<Order[], number | null>({
      query: (branch) => `/orders/missed${branchParam(branch)}`,
      providesTags: ['OrderList'],
    }),
    /** `search` is the query string of history-query.ts. */
    orderHistoryPage: builder.query<OrderPage, string>({
      async queryFn(search, api) {
        let total = 0;
        try {
          const orders = await apiRequest<Order[]>('GET', `/orders?${search}`, undefined, {
            signal: api.signal,
            onHeaders: (headers) => (total = Number(headers.get('x-total-count') ?? 0)),
          });
          return { data: { orders, total } };
        } catch (error) {
          return queryError(error);
        }
      },
      providesTags: ['OrderList'],
    }),
    order: builder.query<Order, number>({
      query: (id) => `/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    orderEvents: builder.query<OrderHistoryEntry[], number>({
      query: (id) => `/orders/${id}/history`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    statusAction: builder.mutation<Order, { id: number; action: OrderStatusAction; body: Record<string, unknown> }>({
      query: ({ id, action, body }) => ({ method: 'POST', url: `/orders/${id}/status/${action}`, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList'],
    }),
    /** PUT /orders/{id}/items/{index} (index 0-based): quantity or weighed amount; the order is reloaded after it. */
    changeItem: builder.mutation<Order, { id: number; index: number; body: OrderItemChangeBody }>({
      query: ({ id, index, body }) => ({ method: 'PUT', url: `/orders/${id}/items/${index}`, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList'],
    }),
    orderCommand: builder.mutation<unknown, { id: number; command: OrderCommand }>({
      query: ({ id, command }) => ({ method: 'POST', url: `/orders/${id}/${command}`, body: {} }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
    }),
  }),
});

export const {
  useCurrentOrdersQuery,
  useMissedOrdersQuery,
  useOrderHistoryPageQuery,
  useOrderQuery,
  useOrderEventsQuery,
  useStatusActionMutation,
  useOrderCommandMutation,
  useChangeItemMutation,
} = ordersApi;

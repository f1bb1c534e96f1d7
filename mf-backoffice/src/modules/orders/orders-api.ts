import type {
  LabelVariant,
  Order,
  OrderHistoryEntry,
  OrderItemChangeBody,
  OrderNotification,
  OrderStatusAction,
  SmsMessage,
} from '@asp/contracts';
import { ApiError, apiBaseQuery, apiRequest, type ApiQueryError } from '@asp/web-kit';
import { validationTexts } from '@asp/i18n';
import { createApi } from '@reduxjs/toolkit/query/react';

/** One page of the order history and the number of all matching orders (x-total-count). */
export interface OrderPage {
  orders: Order[];
  total: number;
}

/** One page of a list the service pages with limit/offset and x-total-count. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The other order actions of document 1 §4 (print, payment re-check, resend the confirmation). */
export type OrderCommand = 'print' | 'update-payment-status' | 'resend-new-order-email' | 'resend-new-order-sms';

/** An order has a handful of messages; the section shows up to this many (and says so when there are more). */
export const NOTIFICATION_LIMIT = 100;

const branchParam = (branch: number | null) => (branch === null ? '' : `?branch=${branch}`);

/** The error value of apiBaseQuery for a failed queryFn call. */
function queryError(error: unknown): { error: ApiQueryError } {
  if (error instanceof ApiError) return { error: { status: error.status, errors: error.errors, message: error.message } };
  return { error: { status: 0, errors: [], message: validationTexts.serverError } };
}

/** GET of one page: the rows and the x-total-count header. */
async function fetchPage<T>(path: string, signal: AbortSignal): Promise<{ data: Page<T> } | { error: ApiQueryError }> {
  let total = 0;
  try {
    const rows = await apiRequest<T[]>('GET', path, undefined, {
      signal,
      onHeaders: (headers) => (total = Number(headers.get('x-total-count') ?? 0)),
    });
    return { data: { rows, total } };
  } catch (error) {
    return queryError(error);
  }
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
        const page = await fetchPage<Order>(`/orders?${search}`, api.signal);
        return 'error' in page ? page : { data: { orders: page.data.rows, total: page.data.total } };
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
    /** The order's customer notifications; tagged as the order, so every action on it (a resend too) reloads them. */
    orderNotifications: builder.query<Page<OrderNotification>, number>({
      queryFn: (id, api) => fetchPage<OrderNotification>(`/orders/${id}/notifications?limit=${NOTIFICATION_LIMIT}&offset=0`, api.signal),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** `search` is smsQuery(page) of notification-format.ts (admins only; others get 403). */
    smsMessages: builder.query<Page<SmsMessage>, string>({
      queryFn: (search, api) => fetchPage<SmsMessage>(`/orders/sms-messages?${search}`, api.signal),
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
    /** POST /orders/{id}/print-labels: the item labels, compact or detail, on the branch's label printer. */
    printLabels: builder.mutation<unknown, { id: number; variant: LabelVariant }>({
      query: ({ id, variant }) => ({ method: 'POST', url: `/orders/${id}/print-labels`, body: { variant } }),
    }),
  }),
});

export const {
  useCurrentOrdersQuery,
  useMissedOrdersQuery,
  useOrderHistoryPageQuery,
  useOrderQuery,
  useOrderEventsQuery,
  useOrderNotificationsQuery,
  useSmsMessagesQuery,
  useStatusActionMutation,
  useOrderCommandMutation,
  useChangeItemMutation,
  usePrintLabelsMutation,
} = ordersApi;

import type {
  LabelVariant,
  Order,
  OrderHistoryEntry,
  OrderItemChangeBody,
  OrderNotification,
  OrderStatusAction,
  SmsMessage,
} from '@asp/contracts';
import { operationTexts } from '@asp/i18n';
import { EMPTY_PAGE, pageQuery, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/** One page of the order history and the number of all matching orders (x-total-count). */
export interface OrderPage {
  orders: Order[];
  total: number;
}

export type { Page };

/** The other order actions of document 1 §4 (print, payment re-check, resend the confirmation). */
export type OrderCommand = 'print' | 'update-payment-status' | 'resend-new-order-email' | 'resend-new-order-sms';

/** An order has a handful of messages; the section shows up to this many (and says so when there are more). */
export const NOTIFICATION_LIMIT = 100;

const branchParam = (branch: number | null) => (branch === null ? '' : `?branch=${branch}`);

/** Every order screen shows its own failures in place; only the swallowed history load is the layout's. */
const loadFailed = { resource: 'orders', action: 'load', inPlace: true } as const;

const commandFailed: Record<OrderCommand, string> = {
  print: operationTexts.printFailed,
  'update-payment-status': operationTexts.paymentStatusFailed,
  'resend-new-order-email': operationTexts.confirmationFailed,
  'resend-new-order-sms': operationTexts.confirmationFailed,
};

/**
 * The back office's order calls (document 1 §7 "Orders"). Lists take the layout's branch
 * filter; every action invalidates the order, its history and the lists, so the order
 * is reloaded after each one (document 1 §4). The filtered history swallows its load
 * failure after reporting it (an empty page); every other failure reaches the screen too.
 */
export const ordersApi = backofficeApi.injectEndpoints({
  endpoints: (builder) => ({
    currentOrders: builder.query<Order[], number | null>({
      query: (branch) => `/orders/current${branchParam(branch)}`,
      extraOptions: { onError: loadFailed },
      providesTags: ['OrderList'],
    }),
    missedOrders: builder.query<Order[], number | null>({
      query: (branch) => `/orders/missed${branchParam(branch)}`,
      extraOptions: { onError: loadFailed },
      providesTags: ['OrderList'],
    }),
    /** `search` is the query string of history-query.ts. */
    orderHistoryPage: builder.query<OrderPage, string>({
      query: (search) => pageQuery(`/orders?${search}`),
      transformResponse: (page: Page<Order>) => ({ orders: page.rows, total: page.total }),
      extraOptions: { onError: { ...loadFailed, swallow: { fallback: EMPTY_PAGE } } },
      providesTags: ['OrderList'],
    }),
    order: builder.query<Order, number>({
      query: (id) => `/orders/${id}`,
      extraOptions: { onError: loadFailed },
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    orderEvents: builder.query<OrderHistoryEntry[], number>({
      query: (id) => `/orders/${id}/history`,
      extraOptions: { onError: loadFailed },
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** The order's customer notifications; tagged as the order, so every action on it (a resend too) reloads them. */
    orderNotifications: builder.query<Page<OrderNotification>, number>({
      query: (id) => pageQuery(`/orders/${id}/notifications?limit=${NOTIFICATION_LIMIT}&offset=0`),
      extraOptions: { onError: loadFailed },
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** `search` is smsQuery(page) of notification-format.ts (admins only; others get 403). */
    smsMessages: builder.query<Page<SmsMessage>, string>({
      query: (search) => pageQuery(`/orders/sms-messages?${search}`),
      extraOptions: { onError: loadFailed },
    }),
    statusAction: builder.mutation<Order, { id: number; action: OrderStatusAction; body: Record<string, unknown> }>({
      query: ({ id, action, body }) => ({ method: 'POST', url: `/orders/${id}/status/${action}`, body }),
      extraOptions: {
        onError: {
          message: ({ action }: { action: OrderStatusAction }) =>
            action === 'cancel' ? operationTexts.orderCancelFailed : operationTexts.orderStatusFailed,
          write: true,
          inPlace: true,
        },
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList'],
    }),
    /** PUT /orders/{id}/items/{index} (index 0-based): quantity or weighed amount; the order is reloaded after it. */
    changeItem: builder.mutation<Order, { id: number; index: number; body: OrderItemChangeBody }>({
      query: ({ id, index, body }) => ({ method: 'PUT', url: `/orders/${id}/items/${index}`, body }),
      extraOptions: { onError: { resource: 'orders', action: 'update', inPlace: true } },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'OrderList'],
    }),
    orderCommand: builder.mutation<unknown, { id: number; command: OrderCommand }>({
      query: ({ id, command }) => ({ method: 'POST', url: `/orders/${id}/${command}`, body: {} }),
      extraOptions: {
        onError: { message: ({ command }: { command: OrderCommand }) => commandFailed[command], write: true, inPlace: true },
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
    }),
    /** POST /orders/{id}/print-labels: the item labels, compact or detail, on the branch's label printer. */
    printLabels: builder.mutation<unknown, { id: number; variant: LabelVariant }>({
      query: ({ id, variant }) => ({ method: 'POST', url: `/orders/${id}/print-labels`, body: { variant } }),
      extraOptions: { onError: { message: operationTexts.labelPrintFailed, write: true, inPlace: true } },
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

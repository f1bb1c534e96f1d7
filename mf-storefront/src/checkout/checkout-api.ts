import type { Donatee, OrderCreateBody, PublicOrder, SlotAvailability, SlotAvailabilityQuery, Table } from '@asp/contracts';
import { storefrontApi } from '../api';

/**
 * The checkout's server calls (storefront.md §7), injected into the storefront's RTK
 * Query API so they share its store and base query:
 * - orders create: `POST /api/orders` with an `Idempotency-Key` header; the answer is
 *   the public order, possibly with a paymentRedirectUrl; errors `{errors:[{message, field}]}`.
 * - donatees getAll: `GET /api/donatees` when the recipient overlay opens.
 * - tables: `GET /api/tables` for variant 1's table choice (dine-in with table selection).
 * - slots (ours, issue 11): `GET /api/orders/slots?branch=…&type=…`, the booked-out windows
 *   the time picker shows as 'ausgebucht'.
 */
export const checkoutApi = storefrontApi.injectEndpoints({
  endpoints: (builder) => ({
    createOrder: builder.mutation<PublicOrder, { body: OrderCreateBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ method: 'POST', url: '/orders', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
    getDonatees: builder.query<Donatee[], void>({ query: () => '/donatees' }),
    getTables: builder.query<Table[], void>({ query: () => '/tables' }),
    getSlotAvailability: builder.query<SlotAvailability, SlotAvailabilityQuery>({
      query: ({ branch, type }) => `/orders/slots?branch=${encodeURIComponent(branch)}&type=${encodeURIComponent(type)}`,
    }),
  }),
});

export const { useCreateOrderMutation, useGetDonateesQuery, useGetSlotAvailabilityQuery, useGetTablesQuery } = checkoutApi;

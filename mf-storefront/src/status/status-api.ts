import type { PublicOrder, QuestionnaireBody } from '@asp/contracts';
import { shouldPollOrder } from '@asp/domain';
import { storefrontApi } from '../api';
import { orderEventsUrl, parseOrderEvent, publicOrderPath } from './order-live';

interface OrderLink {
  uid: string;
  hash: string;
}

/**
 * The status page's calls (storefront.md §7 orders getPublicOrder, confirm/reject
 * counter appointment, sendQuestionnaire), injected into the storefront's API.
 *
 * Live updates (DESIGN.md §6): while the order is cached and not final, an EventSource on
 * …/events replaces the cached order with each pushed one; it closes on a final state and
 * when the page is left (keepUnusedDataFor 0 removes the entry at once).
 */
export const statusApi = storefrontApi.injectEndpoints({
  endpoints: (builder) => ({
    getPublicOrder: builder.query<PublicOrder, OrderLink>({
      query: ({ uid, hash }) => publicOrderPath(uid, hash),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded({ uid, hash }, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        if (typeof EventSource === 'undefined') return;
        let first: PublicOrder;
        try {
          first = (await cacheDataLoaded).data;
        } catch {
          return; // the entry went away before loading (or the load failed): nothing to follow
        }
        if (!shouldPollOrder(first)) return;
        const source = new EventSource(orderEventsUrl(uid, hash));
        source.addEventListener('order', (event) => {
          const order = parseOrderEvent((event as MessageEvent<string>).data);
          if (!order) return;
          updateCachedData(() => order);
          if (!shouldPollOrder(order)) source.close();
        });
        await cacheEntryRemoved;
        source.close();
      },
    }),
    confirmCounterAppointment: builder.mutation<PublicOrder, OrderLink>({
      query: ({ uid, hash }) => ({ url: publicOrderPath(uid, hash, 'confirm-counter-appointment'), method: 'POST', body: {} }),
    }),
    rejectCounterAppointment: builder.mutation<PublicOrder, OrderLink>({
      query: ({ uid, hash }) => ({ url: publicOrderPath(uid, hash, 'reject-counter-appointment'), method: 'POST', body: {} }),
    }),
    sendQuestionnaire: builder.mutation<PublicOrder, OrderLink & { answers: QuestionnaireBody }>({
      query: ({ uid, hash, answers }) => ({ url: publicOrderPath(uid, hash, 'questionnaire'), method: 'POST', body: answers }),
    }),
  }),
});

export const {
  useGetPublicOrderQuery,
  useConfirmCounterAppointmentMutation,
  useRejectCounterAppointmentMutation,
  useSendQuestionnaireMutation,
} = statusApi;

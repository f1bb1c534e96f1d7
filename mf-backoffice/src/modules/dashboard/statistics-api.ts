import type {
  Breakdown,
  EventFlow,
  HeatMap,
  StatisticsEndpointName,
  StatisticsResponse,
  UserProfileStatistics,
  UserProfileWorkingActivitiesStatistics,
  WorkingSchedulesStatistics,
} from '@asp/contracts';
import { operationTexts } from '@asp/i18n';
import { backofficeApi } from '../../backoffice-api';
import type { ApiQueryError, KitQueryMeta } from '@asp/web-kit';
import { previousRange, toDayQuery, type DashboardSettings } from './date-range';

/** Everything the dashboard shows for one setting: the period's figures and the previous period's totals. */
export interface DashboardStatistics {
  visitors: StatisticsResponse<'unique-visitors'>;
  orders: StatisticsResponse<'orders'>;
  revenue: StatisticsResponse<'revenue'>;
  canceled: StatisticsResponse<'canceled-orders'>;
  previous: {
    visitors: StatisticsResponse<'unique-visitors'>;
    orders: StatisticsResponse<'orders'>;
    revenue: StatisticsResponse<'revenue'>;
    canceled: StatisticsResponse<'canceled-orders'>;
  };
  revenueOrigins: Breakdown;
  orderTimes: HeatMap;
  popularItems: StatisticsResponse<'popular-items'>;
  browsers: Breakdown;
  operatingSystems: Breakdown;
  resolutions: Breakdown;
  referrers: Breakdown;
  eventFlow: EventFlow;
  workingSchedules: WorkingSchedulesStatistics;
}

export interface UserProfileArgs {
  user: number;
  /** 'YYYY-MM-DD', both ends included. */
  start: string;
  end: string;
}

export interface UserProfile {
  profile: UserProfileStatistics;
  activities: UserProfileWorkingActivitiesStatistics;
}

/** The §8 message for every statistics call; one notice with one retry for the whole screen. */
const statisticsRule = { onError: { message: operationTexts.statisticsFailed } };

type Answer = { data: unknown; error?: undefined; meta?: KitQueryMeta } | { error: ApiQueryError; data?: undefined; meta?: KitQueryMeta };
type Fetch = (url: string) => Answer | PromiseLike<Answer>;

/**
 * Loads several statistics calls at once and answers with all of them, or with the first
 * failure as it came from the base query (its meta carries the report the layout's
 * CallStatus shows: 'Statistik konnte nicht geladen werden.' and 'Erneut versuchen').
 */
async function loadAll<K extends string>(
  fetch: Fetch,
  urls: Record<K, string>,
): Promise<{ data: Record<K, unknown>; failed?: undefined } | { failed: { error: ApiQueryError; meta?: KitQueryMeta } }> {
  const keys = Object.keys(urls) as K[];
  const results = await Promise.all(keys.map((key) => fetch(urls[key])));
  for (const result of results) if (result.error !== undefined) return { failed: { error: result.error, meta: result.meta } };
  return { data: Object.fromEntries(keys.map((key, index) => [key, results[index].data])) as Record<K, unknown> };
}

const path = (name: StatisticsEndpointName, query: string) => `/statistics/${name}?${query}`;

/**
 * The statistics calls of the back office (services/analytics, GET /api/statistics/{name},
 * document 1 §7; shapes in libs/contracts analytics/statistics.ts). The dashboard is one
 * query per setting: a new range, interval or branch is a new argument, so it reloads.
 */
export const statisticsApi = backofficeApi.injectEndpoints({
  endpoints: (builder) => ({
    dashboardStatistics: builder.query<DashboardStatistics, DashboardSettings>({
      async queryFn(settings, _api, _extra, baseQuery) {
        const query = toDayQuery(settings.range, settings.interval, settings.branch);
        // The previous period only gives totals for the cards: one bucket per month is enough.
        const before = toDayQuery(previousRange(settings.range), 'month', settings.branch);
        const loaded = await loadAll(baseQuery, {
          visitors: path('unique-visitors', query),
          orders: path('orders', query),
          revenue: path('revenue', query),
          canceled: path('canceled-orders', query),
          previousVisitors: path('unique-visitors', before),
          previousOrders: path('orders', before),
          previousRevenue: path('revenue', before),
          previousCanceled: path('canceled-orders', before),
          revenueOrigins: path('revenue-origins', query),
          orderTimes: path('order-times', query),
          popularItems: path('popular-items', query),
          browsers: path('browsers', query),
          operatingSystems: path('operating-systems', query),
          resolutions: path('resolutions', query),
          referrers: path('referrers', query),
          eventFlow: path('event-flow', query),
          workingSchedules: path('working-schedules', query),
        });
        if (loaded.failed) return loaded.failed;
        const { previousVisitors, previousOrders, previousRevenue, previousCanceled, ...current } = loaded.data;
        const data = {
          ...current,
          previous: { visitors: previousVisitors, orders: previousOrders, revenue: previousRevenue, canceled: previousCanceled },
        } as DashboardStatistics;
        return { data };
      },
      extraOptions: statisticsRule,
    }),
    userProfile: builder.query<UserProfile, UserProfileArgs>({
      async queryFn({ user, start, end }, _api, _extra, baseQuery) {
        const query = new URLSearchParams({ user: String(user), start, end }).toString();
        const loaded = await loadAll(baseQuery, {
          profile: `/statistics/user-profile?${query}`,
          activities: `/statistics/user-profile-working-activities?${query}`,
        });
        if (loaded.failed) return loaded.failed;
        return { data: loaded.data as UserProfile };
      },
      extraOptions: statisticsRule,
    }),
  }),
});

export const { useDashboardStatisticsQuery, useUserProfileQuery } = statisticsApi;

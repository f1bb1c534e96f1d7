import type { z } from 'zod';
import {
  uniqueVisitorsStatisticsSchema,
  pageViewsStatisticsSchema,
  pagesStatisticsSchema,
  eventsStatisticsSchema,
  eventFlowStatisticsSchema,
  resolutionsStatisticsSchema,
  devicePixelRatiosStatisticsSchema,
  colorSchemesStatisticsSchema,
  referrersStatisticsSchema,
  browsersStatisticsSchema,
  operatingSystemsStatisticsSchema,
  ordersStatisticsSchema,
  revenueStatisticsSchema,
  canceledOrdersStatisticsSchema,
  itemsStatisticsSchema,
  popularItemsStatisticsSchema,
  visitorTimesStatisticsSchema,
  orderTimesStatisticsSchema,
  orderOriginsStatisticsSchema,
  revenueOriginsStatisticsSchema,
} from './statistics';
import {
  workingActivitiesStatisticsSchema,
  workingSchedulesStatisticsSchema,
  userProfileStatisticsSchema,
  userProfileWorkingActivitiesStatisticsSchema,
} from './statistics-working-time';

/** Every endpoint `GET /api/statistics/{name}` with the zod schema of its `data`. */
export const statisticsEndpoints = {
  'unique-visitors': uniqueVisitorsStatisticsSchema,
  'page-views': pageViewsStatisticsSchema,
  pages: pagesStatisticsSchema,
  events: eventsStatisticsSchema,
  'event-flow': eventFlowStatisticsSchema,
  resolutions: resolutionsStatisticsSchema,
  'device-pixel-ratios': devicePixelRatiosStatisticsSchema,
  'color-schemes': colorSchemesStatisticsSchema,
  referrers: referrersStatisticsSchema,
  browsers: browsersStatisticsSchema,
  'operating-systems': operatingSystemsStatisticsSchema,
  orders: ordersStatisticsSchema,
  revenue: revenueStatisticsSchema,
  'canceled-orders': canceledOrdersStatisticsSchema,
  items: itemsStatisticsSchema,
  'popular-items': popularItemsStatisticsSchema,
  'visitor-times': visitorTimesStatisticsSchema,
  'order-times': orderTimesStatisticsSchema,
  'order-origins': orderOriginsStatisticsSchema,
  'revenue-origins': revenueOriginsStatisticsSchema,
  'working-activities': workingActivitiesStatisticsSchema,
  'working-schedules': workingSchedulesStatisticsSchema,
  'user-profile': userProfileStatisticsSchema,
  'user-profile-working-activities': userProfileWorkingActivitiesStatisticsSchema,
} as const;
export type StatisticsEndpointName = keyof typeof statisticsEndpoints;
export type StatisticsResponse<N extends StatisticsEndpointName> = z.infer<(typeof statisticsEndpoints)[N]>;

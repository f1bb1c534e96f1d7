import { z } from 'zod';
import { calendarDateSchema, instantSchema } from '../catalog/common';

/**
 * Statistics (document 1 §7 "Statistics (GET, with from and to parameters)", issue 17). The
 * spec shows no response shapes, so they are ours (spec README): few and uniform —
 * a time series, a breakdown, a weekday × hour heat map, a flow of links — each with its
 * headline totals. Every figure is bucketed in Europe/Berlin: a day is a Berlin calendar
 * day, a week starts on Monday, weekday 1 = Monday … 7 = Sunday, hour 0–23 Berlin time.
 */

/** The time zone every bucket is cut in. */
export const STATISTICS_TIME_ZONE = 'Europe/Berlin';
/** Longest period one call may ask for (days): about three years. */
export const STATISTICS_MAX_DAYS = 1100;

export const statisticsIntervalSchema = z.enum(['day', 'week', 'month']);
export type StatisticsInterval = z.infer<typeof statisticsIntervalSchema>;

/** A day ('2026-11-01': from its Berlin midnight; as `to`: through its end) or an instant with offset. */
export const statisticsTimeSchema = z.union([calendarDateSchema, instantSchema]);

/**
 * Query of every `GET /api/statistics/{name}`: `from` (inclusive), `to` (a day: inclusive,
 * an instant: exclusive), optional `branch` (order and working-time figures; visitor
 * figures have no branch and ignore it) and `interval` of time series (default day).
 */
export const statisticsQuerySchema = z.object({
  from: statisticsTimeSchema,
  to: statisticsTimeSchema,
  branch: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  interval: statisticsIntervalSchema.default('day'),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const userIdQuery = z.coerce.number().int().positive().max(2_147_483_647);

/** `GET /api/statistics/user-profile?user&start&now&end`: `now` defaults to the present (clamped into start…end). */
export const userProfileQuerySchema = z.object({
  user: userIdQuery,
  start: statisticsTimeSchema,
  now: statisticsTimeSchema.optional(),
  end: statisticsTimeSchema,
});
export type UserProfileQuery = z.infer<typeof userProfileQuerySchema>;

/** `GET /api/statistics/user-profile-working-activities?user&start&end`. */
export const userProfileWorkingActivitiesQuerySchema = z.object({
  user: userIdQuery,
  start: statisticsTimeSchema,
  end: statisticsTimeSchema,
});
export type UserProfileWorkingActivitiesQuery = z.infer<typeof userProfileWorkingActivitiesQuerySchema>;

/** The resolved period every answer echoes: instants (UTC ISO), `to` exclusive. */
const periodShape = { from: z.string(), to: z.string() };

/** One bucket of a time series: its Berlin start (ISO with offset) and value. Empty buckets are present with 0. */
export const statisticsPointSchema = z.object({ start: z.string(), value: z.number() });

/** A time series with its total over the whole period. */
export const timeSeriesSchema = z.object({
  ...periodShape,
  interval: statisticsIntervalSchema,
  total: z.number(),
  points: z.array(statisticsPointSchema),
});
export type TimeSeries = z.infer<typeof timeSeriesSchema>;

/** unique-visitors: distinct daily visitor hashes per bucket (a visitor on two days counts twice: hashes rotate daily). */
export const uniqueVisitorsStatisticsSchema = timeSeriesSchema;
/** page-views: page views per bucket. */
export const pageViewsStatisticsSchema = timeSeriesSchema;
/** orders: placed orders per bucket (cancelled ones included; see canceled-orders). */
export const ordersStatisticsSchema = timeSeriesSchema;
/** revenue: gross revenue (EUR) of placed, not cancelled/rejected orders per bucket; `orders` and `average` order value. */
export const revenueStatisticsSchema = timeSeriesSchema.extend({ orders: z.number().int(), average: z.number() });
/** canceled-orders: cancelled or rejected orders per bucket (by placing time); `rate` = total / orders placed (0…1). */
export const canceledOrdersStatisticsSchema = timeSeriesSchema.extend({ orders: z.number().int(), rate: z.number() });
/** items: order lines sold (not cancelled/rejected) per bucket; `perOrder` average lines per order. */
export const itemsStatisticsSchema = timeSeriesSchema.extend({ perOrder: z.number() });

/** One row of a breakdown: `share` = value / total (0…1). Rows sorted by value, largest first; at most 100. */
export const breakdownRowSchema = z.object({ key: z.string(), label: z.string(), value: z.number(), share: z.number() });
export const breakdownSchema = z.object({ ...periodShape, total: z.number(), rows: z.array(breakdownRowSchema) });
export type Breakdown = z.infer<typeof breakdownSchema>;

/** pages: page views per path. */
export const pagesStatisticsSchema = breakdownSchema;
/** events: event entries per action (key `category|action`, label `category: action`). */
export const eventsStatisticsSchema = breakdownSchema;
/** resolutions: visitors (init entries) per screen size 'W×H'. */
export const resolutionsStatisticsSchema = breakdownSchema;
/** device-pixel-ratios: visitors per device pixel ratio ('1', '2', '3' …). */
export const devicePixelRatiosStatisticsSchema = breakdownSchema;
/** color-schemes: visitors per preferred colour scheme ('light', 'dark', 'unknown'). */
export const colorSchemesStatisticsSchema = breakdownSchema;
/** referrers: visits (device init entries) per referring site (host without 'www.'; key '' label 'Direkt' for none or the own site). */
export const referrersStatisticsSchema = breakdownSchema;
/** browsers: visitors per browser name (ua-parser-js). */
export const browsersStatisticsSchema = breakdownSchema;
/** operating-systems: visitors per operating system name (ua-parser-js). */
export const operatingSystemsStatisticsSchema = breakdownSchema;
/** order-origins: orders per origin (key delivery | takeaway | dine-in). */
export const orderOriginsStatisticsSchema = breakdownSchema;
/** revenue-origins: gross revenue per origin (delivery | takeaway | dine-in), cancelled/rejected excluded. */
export const revenueOriginsStatisticsSchema = breakdownSchema;
/** popular-items: quantity ordered per product (key product id); `revenue` the gross of those lines. */
export const popularItemsStatisticsSchema = breakdownSchema.extend({
  rows: z.array(breakdownRowSchema.extend({ orders: z.number().int(), revenue: z.number() })),
});

/** A weekday × hour heat map: every one of the 7 × 24 cells is present (0 when empty). */
export const heatMapCellSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  value: z.number(),
});
export const heatMapSchema = z.object({ ...periodShape, total: z.number(), cells: z.array(heatMapCellSchema) });
export type HeatMap = z.infer<typeof heatMapSchema>;
/** visitor-times: page views per Berlin weekday and hour. */
export const visitorTimesStatisticsSchema = heatMapSchema;
/** order-times: placed orders per Berlin weekday and hour (a Saturday 23:30 Berlin order is weekday 6, hour 23). */
export const orderTimesStatisticsSchema = heatMapSchema;

/** event-flow: how visitors move from page to page within a session (entry: from ''), top 50 links. */
export const eventFlowLinkSchema = z.object({ from: z.string(), to: z.string(), value: z.number().int() });
export const eventFlowStatisticsSchema = z.object({ ...periodShape, total: z.number().int(), links: z.array(eventFlowLinkSchema) });
export type EventFlow = z.infer<typeof eventFlowStatisticsSchema>;

/**
 * working-activities: minutes recorded (pauses subtracted; running activities up to now)
 * per bucket (`points`: work minutes) and per kind (`rows`: key work | break | holiday |
 * sickness | training, value minutes).
 */
export const workingActivitiesStatisticsSchema = timeSeriesSchema.extend({ rows: z.array(breakdownRowSchema) });

/** Planned against worked minutes in one bucket or for one user. */
export const plannedWorkedPointSchema = z.object({ start: z.string(), planned: z.number(), worked: z.number() });
/**
 * working-schedules: schedule adherence — minutes planned by the working schedules against
 * work minutes recorded, per bucket and per user (`users`, key user id);
 * `adherence` = worked / planned (0 when nothing planned).
 */
export const workingSchedulesStatisticsSchema = z.object({
  ...periodShape,
  interval: statisticsIntervalSchema,
  planned: z.number(),
  worked: z.number(),
  adherence: z.number(),
  points: z.array(plannedWorkedPointSchema),
  users: z.array(z.object({ user: z.number().int(), planned: z.number(), worked: z.number(), adherence: z.number() })),
});
export type WorkingSchedulesStatistics = z.infer<typeof workingSchedulesStatisticsSchema>;

/**
 * user-profile: one staff member between start and end, measured at `now` — minutes worked
 * and planned so far, the balance (worked − planned), what is planned for the whole period
 * and still left, minutes per kind, and per Berlin day planned against worked.
 */
export const userProfileStatisticsSchema = z.object({
  user: z.number().int(),
  start: z.string(),
  now: z.string(),
  end: z.string(),
  worked: z.number(),
  planned: z.number(),
  balance: z.number(),
  plannedTotal: z.number(),
  remaining: z.number(),
  kinds: z.array(breakdownRowSchema),
  days: z.array(z.object({ date: z.string(), planned: z.number(), worked: z.number() })),
});
export type UserProfileStatistics = z.infer<typeof userProfileStatisticsSchema>;

/** user-profile-working-activities: the staff member's activities overlapping start…end, oldest first; minutes net of pauses. */
export const userProfileWorkingActivitySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  branch: z.number().int(),
  start: z.string(),
  end: z.string().nullable(),
  minutes: z.number(),
  pauseMinutes: z.number(),
});
export const userProfileWorkingActivitiesStatisticsSchema = z.object({
  user: z.number().int(),
  start: z.string(),
  end: z.string(),
  total: z.number(),
  activities: z.array(userProfileWorkingActivitySchema),
});
export type UserProfileWorkingActivitiesStatistics = z.infer<typeof userProfileWorkingActivitiesStatisticsSchema>;

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

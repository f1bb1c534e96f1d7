import { z } from 'zod';
import { calendarDateSchema, instantSchema } from '../catalog/common';
import { unitCodeSchema } from '../catalog/units';
import { DAY_POINTS, PERIOD, breakdownExample, periodShape, row, withExample } from './statistics-examples';

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
export const uniqueVisitorsStatisticsSchema = withExample(timeSeriesSchema, {
  ...PERIOD,
  interval: 'day',
  total: 250,
  points: DAY_POINTS(120, 130),
});
/** page-views: page views per bucket. */
export const pageViewsStatisticsSchema = withExample(timeSeriesSchema, {
  ...PERIOD,
  interval: 'day',
  total: 700,
  points: DAY_POINTS(340, 360),
});
/** orders: placed orders per bucket (cancelled ones included; see canceled-orders). */
export const ordersStatisticsSchema = withExample(timeSeriesSchema, { ...PERIOD, interval: 'day', total: 12, points: DAY_POINTS(5, 7) });
/** revenue: gross revenue (EUR) of placed, not cancelled/rejected orders per bucket; `orders` and `average` order value. */
export const revenueStatisticsSchema = withExample(timeSeriesSchema.extend({ orders: z.number().int(), average: z.number() }), {
  ...PERIOD,
  interval: 'day',
  total: 412.5,
  points: DAY_POINTS(120, 292.5),
  orders: 9,
  average: 45.83,
});
/** canceled-orders: cancelled or rejected orders per bucket (by placing time); `rate` = total / orders placed (0…1). */
export const canceledOrdersStatisticsSchema = withExample(timeSeriesSchema.extend({ orders: z.number().int(), rate: z.number() }), {
  ...PERIOD,
  interval: 'day',
  total: 1,
  points: DAY_POINTS(0, 1),
  orders: 12,
  rate: 0.0833,
});
/** items: order lines sold (not cancelled/rejected) per bucket; `perOrder` average lines per order. */
export const itemsStatisticsSchema = withExample(timeSeriesSchema.extend({ perOrder: z.number() }), {
  ...PERIOD,
  interval: 'day',
  total: 27,
  points: DAY_POINTS(11, 16),
  perOrder: 2.45,
});

/** One row of a breakdown: `share` = value / total (0…1). Rows sorted by value, largest first; at most 100. */
export const breakdownRowSchema = z.object({ key: z.string(), label: z.string(), value: z.number(), share: z.number() });
export const breakdownSchema = z.object({ ...periodShape, total: z.number(), rows: z.array(breakdownRowSchema) });
export type Breakdown = z.infer<typeof breakdownSchema>;

/** pages: page views per path. */
export const pagesStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('/', '/', 300, 0.6), row('/shop/konstanz', '/shop/konstanz', 200, 0.4)]),
);
/** events: event entries per action (key `category|action`, label `category: action`). */
export const eventsStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('form|Submit: Kontakt', 'form: Submit: Kontakt', 4, 1)]),
);
/** resolutions: visitors (init entries) per screen size 'W×H'. */
export const resolutionsStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('390×844', '390×844', 60, 0.6), row('1920×1080', '1920×1080', 40, 0.4)]),
);
/** device-pixel-ratios: visitors per device pixel ratio ('1', '2', '3' …). */
export const devicePixelRatiosStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('3', '3', 60, 0.6), row('1', '1', 40, 0.4)]),
);
/** color-schemes: visitors per preferred colour scheme ('light', 'dark', 'unknown'). */
export const colorSchemesStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('light', 'Hell', 70, 0.7), row('dark', 'Dunkel', 30, 0.3)]),
);
/** referrers: visits (device init entries) per referring site (host without 'www.'; key '' label 'Direkt' for none or the own site). */
export const referrersStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('', 'Direkt', 55, 0.55), row('google.com', 'google.com', 45, 0.45)]),
);
/** browsers: visitors per browser name (ua-parser-js). */
export const browsersStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('Chrome', 'Chrome', 6, 0.6), row('Firefox', 'Firefox', 4, 0.4)]),
);
/** operating-systems: visitors per operating system name (ua-parser-js). */
export const operatingSystemsStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('iOS', 'iOS', 5, 0.5), row('Windows', 'Windows', 5, 0.5)]),
);
/** order-origins: orders per origin (key delivery | takeaway | dine-in). */
export const orderOriginsStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('takeaway', 'Abholung', 8, 0.6667), row('delivery', 'Lieferung', 4, 0.3333)]),
);
/** revenue-origins: gross revenue per origin (delivery | takeaway | dine-in), cancelled/rejected excluded. */
export const revenueOriginsStatisticsSchema = withExample(
  breakdownSchema,
  breakdownExample([row('takeaway', 'Abholung', 300, 0.7273), row('delivery', 'Lieferung', 112.5, 0.2727)]),
);
/**
 * popular-items: per product and unit (key `{product id}:{unit}`; an amount in grams of a
 * product sold by the kilogram is counted in kilograms), the quantity, the orders it was in
 * and the gross of those lines. Quantities of different units do not add up, so `share` is
 * the share within the row's unit, `totals` the quantity per unit and `total` the gross of
 * every line; rows are ranked by orders, then gross. `unit` is null for rows counted before
 * units were recorded.
 */
export const popularItemsStatisticsSchema = withExample(
  breakdownSchema.extend({
    rows: z.array(
      breakdownRowSchema.extend({
        unit: unitCodeSchema.nullable(),
        unitLabel: z.string(),
        orders: z.number().int(),
        revenue: z.number(),
      }),
    ),
    totals: z.array(z.object({ unit: unitCodeSchema.nullable(), unitLabel: z.string(), value: z.number() })),
  }),
  {
    ...PERIOD,
    total: 208.4,
    rows: [
      { ...row('3:piece', 'Bratwurst', 17, 1), unit: 'piece', unitLabel: 'Stk.', orders: 9, revenue: 28 },
      { ...row('12:kilogram', 'Rinderhüfte', 7.5, 1), unit: 'kilogram', unitLabel: 'kg', orders: 5, revenue: 180.4 },
    ],
    totals: [
      { unit: 'piece', unitLabel: 'Stk.', value: 17 },
      { unit: 'kilogram', unitLabel: 'kg', value: 7.5 },
    ],
  },
);

/** A weekday × hour heat map: every one of the 7 × 24 cells is present (0 when empty). */
export const heatMapCellSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  value: z.number(),
});
export const heatMapSchema = z.object({ ...periodShape, total: z.number(), cells: z.array(heatMapCellSchema) });
export type HeatMap = z.infer<typeof heatMapSchema>;
/** visitor-times: page views per Berlin weekday and hour. */
export const visitorTimesStatisticsSchema = withExample(heatMapSchema, {
  ...PERIOD,
  total: 42,
  cells: [
    { weekday: 1, hour: 0, value: 0 },
    { weekday: 6, hour: 19, value: 42 },
  ],
});
/** order-times: placed orders per Berlin weekday and hour (a Saturday 23:30 Berlin order is weekday 6, hour 23). */
export const orderTimesStatisticsSchema = withExample(heatMapSchema, {
  ...PERIOD,
  total: 1,
  cells: [
    { weekday: 1, hour: 0, value: 0 },
    { weekday: 6, hour: 23, value: 1 },
  ],
});

/** event-flow: how visitors move from page to page within a session (entry: from ''), top 50 links. */
export const eventFlowLinkSchema = z.object({ from: z.string(), to: z.string(), value: z.number().int() });
export const eventFlowStatisticsSchema = withExample(
  z.object({ ...periodShape, total: z.number().int(), links: z.array(eventFlowLinkSchema) }),
  {
    ...PERIOD,
    total: 5,
    links: [
      { from: '', to: '/', value: 3 },
      { from: '/', to: '/shop', value: 2 },
    ],
  },
);
export type EventFlow = z.infer<typeof eventFlowStatisticsSchema>;

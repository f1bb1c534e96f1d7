import type { Breakdown, EventFlow, HeatMap, StatisticsResponse, TimeSeries, WorkingSchedulesStatistics } from '@asp/contracts';
import { backofficeStatisticsTexts as t } from '@asp/i18n';
import { DateTime } from 'luxon';
import type { StatisticsInterval } from './date-range';
import type { FigureTable } from './figures';
import type { DashboardStatistics } from './statistics-api';

/**
 * The tables under the charts: the real data of each chart (the chart is drawn from the
 * same table, the CSV exports it). Pure functions of the service's answers.
 */

/** A bucket's start as a label: '25.11.2026', 'KW 48/2026' or 'November 2026' (Berlin time). */
export function bucketLabel(start: string, interval: StatisticsInterval): string {
  const dt = DateTime.fromISO(start, { setZone: true }).setZone('Europe/Berlin').setLocale('de');
  if (interval === 'week') return t.week.replace('{week}', String(dt.weekNumber)).replace('{year}', String(dt.weekYear));
  if (interval === 'month') return dt.toFormat('LLLL yyyy');
  return dt.toFormat('dd.MM.yyyy');
}

/** Besucher and Bestellungen per bucket (both series share the buckets of the same period and interval). */
export function overTimeTable(visitors: TimeSeries, orders: TimeSeries): FigureTable {
  const orderValues = new Map(orders.points.map((point) => [point.start, point.value]));
  return {
    columns: [
      { label: t.period, kind: 'text' },
      { label: t.visitors, kind: 'count' },
      { label: t.orders, kind: 'count' },
    ],
    rows: visitors.points.map((point) => [bucketLabel(point.start, visitors.interval), point.value, orderValues.get(point.start) ?? 0]),
  };
}

/** A breakdown (browsers, referrers, …) as name, value and share in percent. */
export function breakdownTable(
  breakdown: Breakdown,
  nameLabel: string,
  valueLabel: string,
  kind: 'count' | 'money' = 'count',
): FigureTable {
  return {
    columns: [
      { label: nameLabel, kind: 'text' },
      { label: valueLabel, kind },
      { label: t.share, kind: 'percent' },
    ],
    rows: breakdown.rows.map((row) => [row.label || t.direct, row.value, row.share * 100]),
  };
}

/** Revenue by origin with the German order-type names. */
export function revenueOriginsTable(breakdown: Breakdown): FigureTable {
  const named = { ...breakdown, rows: breakdown.rows.map((row) => ({ ...row, label: t.origins[row.key] ?? row.label })) };
  return breakdownTable(named, t.origin, t.revenue, 'money');
}

/** Per product and unit; the quantity with its unit (kilograms and pieces do not add up). */
export function popularItemsTable(items: StatisticsResponse<'popular-items'>): FigureTable {
  return {
    columns: [
      { label: t.item, kind: 'text' },
      { label: t.quantity, kind: 'decimal' },
      { label: t.unit, kind: 'text' },
      { label: t.orders, kind: 'count' },
      { label: t.revenue, kind: 'money' },
    ],
    rows: items.rows.map((row) => [row.label, row.value, row.unitLabel, row.orders, row.revenue]),
  };
}
/** The column of the popular-items table the chart shows: orders compare across units, quantities do not. */
export const POPULAR_ITEMS_CHART_COLUMN = 3;

/** The weekday × hour grid: one row per weekday (Monday first), one column per hour 0–23. */
export function heatMapTable(heatMap: HeatMap): FigureTable {
  const values = new Map(heatMap.cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.value]));
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return {
    columns: [
      { label: t.weekday, kind: 'text' },
      ...hours.map((hour) => ({ label: t.hourColumn.replace('{hour}', String(hour)), kind: 'count' as const })),
    ],
    rows: t.weekdays.map((name, index) => [name, ...hours.map((hour) => values.get(`${index + 1}-${hour}`) ?? 0)]),
  };
}

/** Page to next page with the number of sessions that went that way ('' = the entry). */
export function eventFlowTable(flow: EventFlow): FigureTable {
  return {
    columns: [
      { label: t.source, kind: 'text' },
      { label: t.target, kind: 'text' },
      { label: t.count, kind: 'count' },
    ],
    rows: flow.links.map((link) => [link.from || t.entry, link.to, link.value]),
  };
}

/** Planned and worked hours per staff member with the adherence in percent. */
export function workingSchedulesTable(schedules: WorkingSchedulesStatistics, userName: (id: number) => string): FigureTable {
  return {
    columns: [
      { label: t.staffMember, kind: 'text' },
      { label: t.planned, kind: 'hours' },
      { label: t.worked, kind: 'hours' },
      { label: t.adherence, kind: 'percent' },
    ],
    rows: schedules.users.map((row) => [userName(row.user), row.planned / 60, row.worked / 60, row.adherence * 100]),
  };
}

/** Every table of the dashboard, built once per answer (the charts redraw only when these change). */
export function dashboardTables(data: DashboardStatistics, staffName: (id: number) => string) {
  return {
    overTime: overTimeTable(data.visitors, data.orders),
    revenueOrigins: revenueOriginsTable(data.revenueOrigins),
    popularItems: popularItemsTable(data.popularItems),
    orderTimes: heatMapTable(data.orderTimes),
    browsers: breakdownTable(data.browsers, t.name, t.visitors),
    operatingSystems: breakdownTable(data.operatingSystems, t.name, t.visitors),
    resolutions: breakdownTable(data.resolutions, t.name, t.visitors),
    referrers: breakdownTable(data.referrers, t.name, t.count),
    eventFlow: eventFlowTable(data.eventFlow),
    workingTime: workingSchedulesTable(data.workingSchedules, staffName),
  };
}
export type DashboardTables = ReturnType<typeof dashboardTables>;

import type { Breakdown, EventFlow, HeatMap, StatisticsQuery, StatisticsResponse, TimeSeries, UnitCode } from '@asp/contracts';
import { isUnitCode, unitLabel } from '@asp/domain';
import { analyticsTexts } from '@asp/i18n';
import { METRIC } from './metrics';
import { bucketStarts, resolvePeriod, type Period } from './period';
import type { Filter, KeyValue, StatisticsStore } from './store';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const ratio = (part: number, whole: number) => (whole ? round(part / whole, 4) : 0);
const periodOf = (period: Period) => ({ from: period.from.toISOString(), to: period.to.toISOString() });
const filterOf = (query: StatisticsQuery): Filter => (query.branch ? { branch: query.branch } : {});

type Labeler = (key: string) => string;
const keyAsLabel: Labeler = (key) => key || analyticsTexts.unknown;

/** Every bucket of the period with its value (0 when the store has none). */
async function series(store: StatisticsStore, metric: string, period: Period, filter: Filter = {}): Promise<TimeSeries> {
  const values = new Map((await store.series(metric, period, filter)).map((row) => [row.bucket, row.value]));
  const points = bucketStarts(period).map(({ local, iso }) => ({ start: iso, value: round(values.get(local) ?? 0) }));
  return { ...periodOf(period), interval: period.interval, total: round(points.reduce((sum, point) => sum + point.value, 0)), points };
}

function rowsOf(values: readonly KeyValue[], label: Labeler, total = values.reduce((sum, row) => sum + row.value, 0)) {
  return values.map((row) => ({ key: row.key, label: label(row.key), value: round(row.value), share: ratio(row.value, total) }));
}

async function breakdown(store: StatisticsStore, metric: string, period: Period, label: Labeler, filter: Filter = {}): Promise<Breakdown> {
  // The total over every key, not only the 100 shown.
  const all = await store.breakdown(metric, period, filter, 100_000);
  const total = all.reduce((sum, row) => sum + row.value, 0);
  return { ...periodOf(period), total: round(total), rows: rowsOf(all.slice(0, 100), label, total) };
}

async function heatMap(store: StatisticsStore, metric: string, period: Period, filter: Filter = {}): Promise<HeatMap> {
  const values = new Map((await store.heatMap(metric, period, filter)).map((cell) => [`${cell.weekday}:${cell.hour}`, cell.value]));
  const cells = [];
  for (let weekday = 1; weekday <= 7; weekday++)
    for (let hour = 0; hour < 24; hour++) cells.push({ weekday, hour, value: round(values.get(`${weekday}:${hour}`) ?? 0) });
  return { ...periodOf(period), total: round(cells.reduce((sum, cell) => sum + cell.value, 0)), cells };
}

const sumOf = (points: TimeSeries['points']) => points.reduce((sum, point) => sum + point.value, 0);
const originLabel: Labeler = (key) => analyticsTexts.origins[key as keyof typeof analyticsTexts.origins] ?? key;

async function eventFlow(store: StatisticsStore, period: Period): Promise<EventFlow> {
  const all = await store.breakdown(METRIC.flow, period, {}, 100_000);
  const links = all.slice(0, 50).map((row) => {
    const [from, to] = JSON.parse(row.key) as [string, string];
    return { from, to, value: row.value };
  });
  return { ...periodOf(period), total: all.reduce((sum, row) => sum + row.value, 0), links };
}

/** The unit of an item key `{product id}:{unit}` (null for keys counted before units were recorded). */
const unitOfKey = (key: string): UnitCode | null => {
  const unit = key.includes(':') ? key.slice(key.indexOf(':') + 1) : '';
  return isUnitCode(unit) ? unit : null;
};

async function popularItems(store: StatisticsStore, period: Period, filter: Filter): Promise<StatisticsResponse<'popular-items'>> {
  const [quantities, orders, revenue] = await Promise.all(
    [METRIC.itemQuantity, METRIC.itemOrders, METRIC.itemRevenue].map((metric) => store.breakdown(metric, period, filter, 100_000)),
  );
  const ordersOf = new Map(orders.map((row) => [row.key, row.value]));
  const revenueOf = new Map(revenue.map((row) => [row.key, row.value]));
  const perUnit = new Map<UnitCode | null, number>();
  for (const row of quantities) perUnit.set(unitOfKey(row.key), (perUnit.get(unitOfKey(row.key)) ?? 0) + row.value);
  // Popular means often ordered: ranked by orders, then gross (quantities of different units do not compare).
  const ranked = quantities
    .filter((row) => row.value > 0)
    .map((row) => ({ ...row, orders: ordersOf.get(row.key) ?? 0, revenue: revenueOf.get(row.key) ?? 0 }))
    .sort((a, b) => b.orders - a.orders || b.revenue - a.revenue || a.key.localeCompare(b.key))
    .slice(0, 100);
  const labels = await store.labels(
    METRIC.itemQuantity,
    ranked.map((row) => row.key),
  );
  return {
    ...periodOf(period),
    total: round(revenue.reduce((sum, row) => sum + row.value, 0)),
    rows: ranked.map((row) => {
      const unit = unitOfKey(row.key);
      return {
        key: row.key,
        label: labels.get(row.key) ?? row.key,
        value: round(row.value, 3),
        share: ratio(row.value, perUnit.get(unit) ?? 0),
        unit,
        unitLabel: unitLabel(unit),
        orders: row.orders,
        revenue: round(row.revenue),
      };
    }),
    totals: [...perUnit]
      .filter(([, value]) => value > 0)
      .map(([unit, value]) => ({ unit, unitLabel: unitLabel(unit), value: round(value, 3) }))
      .sort((a, b) => b.value - a.value),
  };
}

/** The figures of the visitor and order endpoints by name. */
export async function computeFigure(
  store: StatisticsStore,
  name:
    | 'unique-visitors'
    | 'page-views'
    | 'pages'
    | 'events'
    | 'event-flow'
    | 'resolutions'
    | 'device-pixel-ratios'
    | 'color-schemes'
    | 'referrers'
    | 'browsers'
    | 'operating-systems'
    | 'visitor-times'
    | 'orders'
    | 'revenue'
    | 'canceled-orders'
    | 'items'
    | 'popular-items'
    | 'order-times'
    | 'order-origins'
    | 'revenue-origins',
  query: StatisticsQuery,
): Promise<unknown> {
  const period = resolvePeriod(query.from, query.to, query.interval);
  const filter = filterOf(query);
  switch (name) {
    case 'unique-visitors':
      return series(store, METRIC.visitors, period);
    case 'page-views':
      return series(store, METRIC.pageViews, period);
    case 'pages':
      return breakdown(store, METRIC.page, period, keyAsLabel);
    case 'events':
      return breakdown(store, METRIC.event, period, (key) => {
        const [category, ...action] = key.split('|');
        return category ? `${category}: ${action.join('|')}` : action.join('|');
      });
    case 'event-flow':
      return eventFlow(store, period);
    case 'resolutions':
      return breakdown(store, METRIC.resolution, period, keyAsLabel);
    case 'device-pixel-ratios':
      return breakdown(store, METRIC.pixelRatio, period, keyAsLabel);
    case 'color-schemes':
      return breakdown(store, METRIC.colorScheme, period, (key) => analyticsTexts.colorSchemes[key as 'light'] ?? key);
    case 'referrers':
      return breakdown(store, METRIC.referrer, period, (key) => key || analyticsTexts.direct);
    case 'browsers':
      return breakdown(store, METRIC.browser, period, keyAsLabel);
    case 'operating-systems':
      return breakdown(store, METRIC.os, period, keyAsLabel);
    case 'visitor-times':
      return heatMap(store, METRIC.pageViewHours, period);
    case 'orders':
      return series(store, METRIC.orders, period, filter);
    case 'revenue': {
      const [revenue, orders, canceled] = await Promise.all([
        series(store, METRIC.revenue, period, filter),
        series(store, METRIC.orders, period, filter),
        series(store, METRIC.canceled, period, filter),
      ]);
      const standing = sumOf(orders.points) - sumOf(canceled.points);
      return { ...revenue, orders: standing, average: standing ? round(revenue.total / standing) : 0 };
    }
    case 'canceled-orders': {
      const [canceled, orders] = await Promise.all([
        series(store, METRIC.canceled, period, filter),
        series(store, METRIC.orders, period, filter),
      ]);
      return { ...canceled, orders: orders.total, rate: ratio(canceled.total, orders.total) };
    }
    case 'items': {
      const [items, orders, canceled] = await Promise.all([
        series(store, METRIC.items, period, filter),
        series(store, METRIC.orders, period, filter),
        series(store, METRIC.canceled, period, filter),
      ]);
      const standing = orders.total - canceled.total;
      return { ...items, perOrder: standing ? round(items.total / standing) : 0 };
    }
    case 'popular-items':
      return popularItems(store, period, filter);
    case 'order-times':
      return heatMap(store, METRIC.orderHours, period, filter);
    case 'order-origins':
      return breakdown(store, METRIC.orders, period, originLabel, filter);
    case 'revenue-origins':
      return breakdown(store, METRIC.revenue, period, originLabel, filter);
  }
}
export type FigureName = Parameters<typeof computeFigure>[1];

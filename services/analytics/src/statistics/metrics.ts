/**
 * Names of the roll-up metrics (stat_hourly / stat_daily `metric`). Visitor metrics have
 * branch 0; order metrics carry the order's branch and, where it makes sense, its origin as key.
 */
export const METRIC = {
  /** Distinct daily visitor hashes (added once per visitor and day). */
  visitors: 'visitors',
  browser: 'browser',
  os: 'os',
  pageViews: 'page-views',
  /** Page views keyed by their Berlin hour of day ('00'…'23'): the heat map reads days, not hours. */
  pageViewHours: 'page-view-hours',
  page: 'page',
  event: 'event',
  /** Page → next page within a session; key is JSON [from, to]. */
  flow: 'flow',
  /** Device init entries (one per visit): referrer, resolution, pixel ratio, colour scheme. */
  referrer: 'referrer',
  resolution: 'resolution',
  pixelRatio: 'pixel-ratio',
  colorScheme: 'color-scheme',
  /** Orders placed, key origin. */
  orders: 'orders',
  /** Orders placed keyed by their Berlin hour of day ('00'…'23'), for the heat map. */
  orderHours: 'order-hours',
  /** Orders cancelled or rejected, by placing time, key origin. */
  canceled: 'canceled',
  /** Gross of orders that stand (not cancelled/rejected), key origin. */
  revenue: 'revenue',
  /** Order lines of orders that stand, key origin. */
  items: 'items',
  /** Per product (key product id) of orders that stand: quantity, orders, gross. */
  itemQuantity: 'item-quantity',
  itemOrders: 'item-orders',
  itemRevenue: 'item-revenue',
} as const;

/** The Berlin hour of day of an instant as a heat-map key ('00'…'23'). */
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' });
export const berlinHourKey = (at: Date | string) => hourFormat.format(typeof at === 'string' ? new Date(at) : at);

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

import { statisticsQuerySchema } from '@asp/contracts';
import type { ServiceApp } from '@asp/server-kit';
import { computeFigure } from '../statistics/figures';
import type { StatisticsStore } from '../statistics/store';
import { registerStatisticsRoute } from './statistics-route';

/** Order, revenue and item statistics, projected from the order events (never the orders service's tables). */
const orderFigures = {
  orders: 'placed orders over time',
  revenue: 'gross revenue over time, orders and average order value',
  'canceled-orders': 'cancelled or rejected orders over time and the rate',
  items: 'order lines sold over time',
  'popular-items': 'quantity, orders and revenue per product',
  'order-times': 'orders per weekday and hour (Europe/Berlin)',
  'order-origins': 'orders per origin (delivery, takeaway, dine-in)',
  'revenue-origins': 'revenue per origin (delivery, takeaway, dine-in)',
} as const;

export function registerOrderStatisticsRoutes(app: ServiceApp, store: StatisticsStore): void {
  for (const [name, summary] of Object.entries(orderFigures) as Array<[keyof typeof orderFigures, string]>) {
    registerStatisticsRoute(app, name, { summary, query: statisticsQuerySchema }, (query) => computeFigure(store, name, query));
  }
}

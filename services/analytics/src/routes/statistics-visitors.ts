import { statisticsQuerySchema } from '@asp/contracts';
import type { ServiceApp } from '@asp/server-kit';
import { computeFigure } from '../statistics/figures';
import type { StatisticsStore } from '../statistics/store';
import { registerStatisticsRoute } from './statistics-route';

/** Visitor statistics from the consented analytics log's roll-ups (no branch: the log has none). */
const visitorFigures = {
  'unique-visitors': 'unique visitors over time (daily salted hashes)',
  'page-views': 'page views over time',
  pages: 'page views per path',
  events: 'events per category and action',
  'event-flow': 'page-to-page links within sessions',
  resolutions: 'visits per screen resolution',
  'device-pixel-ratios': 'visits per device pixel ratio',
  'color-schemes': 'visits per preferred colour scheme',
  referrers: 'visits per referring site',
  browsers: 'visitors per browser',
  'operating-systems': 'visitors per operating system',
  'visitor-times': 'page views per weekday and hour (Europe/Berlin)',
} as const;

export function registerVisitorStatisticsRoutes(app: ServiceApp, store: StatisticsStore): void {
  for (const [name, summary] of Object.entries(visitorFigures) as Array<[keyof typeof visitorFigures, string]>) {
    registerStatisticsRoute(app, name, { summary, query: statisticsQuerySchema }, (query) => computeFigure(store, name, query));
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { TimeTrackingOptions } from './config';
import type { TimeTrackingDb } from './tables';

/** What the routes of the time-tracking service share (one per instance). */
export interface TimeTrackingDeps {
  db: TimeTrackingDb;
  options: TimeTrackingOptions;
  log: FastifyBaseLogger;
}

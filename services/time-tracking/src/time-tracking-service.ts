import { TIME_TRACKING_STREAM, servicePort } from '@asp/contracts';
import type { ServiceDefinition } from '@asp/server-kit';
import { readTimeTrackingOptions, type TimeTrackingOptions } from './config';
import type { TimeTrackingDeps } from './deps';
import { timeTrackingMigrations } from './migrations';
import { catalogReplicaConsumer, identityReplicaConsumer } from './replica/consumers';
import { registerAbsenceRequestRoutes } from './routes/absence-requests';
import { registerMonthClosingRoutes } from './routes/month-closings';
import { registerResourceRoutes } from './routes/resources';
import { registerScheduleWeekRoutes } from './routes/schedule-week';
import { registerTerminalPinRoutes } from './routes/terminal-pins';
import { registerTerminalTokenRoutes } from './routes/terminal-tokens';
import { registerTerminalRoutes } from './routes/terminal';
import { registerTimeSheetRoutes } from './routes/time-sheets';
import { registerTimeSheetFileRoutes } from './routes/time-sheet-files';
import { seedDemoTimeTracking } from './seed';
import type { TimeTrackingDb } from './tables';

/**
 * The time-tracking service (issue 15, document 1 §7 "time tracking", "time sheets"):
 * working activities, schedules, projects and tasks; the punch terminal's calls with their
 * access tokens; time and holiday accounts. Users and branches come from identity's and
 * the catalog's events (replica/consumers.ts).
 */
export function createTimeTrackingService(overrides: Partial<TimeTrackingOptions> = {}): ServiceDefinition {
  const options: TimeTrackingOptions = { ...readTimeTrackingOptions(), ...overrides };
  return {
    name: 'time-tracking',
    defaultPort: servicePort('time-tracking'),
    migrations: timeTrackingMigrations,
    stream: TIME_TRACKING_STREAM,
    consumers: [identityReplicaConsumer, catalogReplicaConsumer],
    async routes(app, ctx) {
      const deps: TimeTrackingDeps = { db: ctx.db as TimeTrackingDb, options, log: ctx.log };
      // Before the resource routes: the static week paths next to /api/working-schedules/:id.
      registerScheduleWeekRoutes(app, deps);
      registerResourceRoutes(app, ctx);
      registerTerminalTokenRoutes(app, deps.db);
      registerTerminalPinRoutes(app, deps);
      registerTerminalRoutes(app, deps);
      registerTimeSheetRoutes(app, deps);
      registerTimeSheetFileRoutes(app, deps);
      registerAbsenceRequestRoutes(app, deps);
      registerMonthClosingRoutes(app, deps.db);
    },
    seed: (ctx) => seedDemoTimeTracking(ctx, options),
  };
}

export const timeTrackingService: ServiceDefinition = createTimeTrackingService();

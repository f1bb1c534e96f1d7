import { statisticsQuerySchema, userProfileQuerySchema, userProfileWorkingActivitiesQuerySchema } from '@asp/contracts';
import type { GermanState } from '@asp/domain/working-time';
import type { ServiceApp } from '@asp/server-kit';
import type { StatisticsStore } from '../statistics/store';
import {
  userProfileActivitiesFigure,
  userProfileFigure,
  workingActivitiesFigure,
  workingSchedulesFigure,
} from '../statistics/working-figures';
import { assertMayReadUser, registerStatisticsRoute } from './statistics-route';

/**
 * Working-time statistics from the time-tracking events' projection; planned time counts the
 * public holidays of `holidayState`, the same state the time-tracking service plans with.
 */
export function registerWorkingTimeStatisticsRoutes(app: ServiceApp, store: StatisticsStore, holidayState: GermanState): void {
  registerStatisticsRoute(
    app,
    'working-activities',
    { summary: 'minutes worked over time and per kind', query: statisticsQuerySchema },
    (query) => workingActivitiesFigure(store, query),
  );
  registerStatisticsRoute(
    app,
    'working-schedules',
    { summary: 'planned against worked minutes (schedule adherence)', query: statisticsQuerySchema },
    (query) => workingSchedulesFigure(store, query, holidayState),
  );
  registerStatisticsRoute(
    app,
    'user-profile',
    { summary: "a staff member's worked, planned and remaining minutes", query: userProfileQuerySchema },
    (query, request) => {
      assertMayReadUser(request, query.user);
      return userProfileFigure(store, query, holidayState);
    },
  );
  registerStatisticsRoute(
    app,
    'user-profile-working-activities',
    { summary: "a staff member's working activities", query: userProfileWorkingActivitiesQuerySchema },
    (query, request) => {
      assertMayReadUser(request, query.user);
      return userProfileActivitiesFigure(store, query);
    },
  );
}

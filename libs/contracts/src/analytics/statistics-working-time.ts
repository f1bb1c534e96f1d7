import { z } from 'zod';
import { breakdownRowSchema, statisticsIntervalSchema, timeSeriesSchema } from './statistics';
import { DAY_POINTS, PERIOD, periodShape, row, withExample } from './statistics-examples';

/** Working-time statistics (issue 17): minutes from the time-tracking events, Berlin days. */

/**
 * working-activities: minutes recorded (pauses subtracted; running activities up to now)
 * per bucket (`points`: work minutes) and per kind (`rows`: key work | break | holiday |
 * sickness | training, value minutes).
 */
export const workingActivitiesStatisticsSchema = withExample(timeSeriesSchema.extend({ rows: z.array(breakdownRowSchema) }), {
  ...PERIOD,
  interval: 'day',
  total: 480,
  points: DAY_POINTS(0, 480),
  rows: [row('work', 'Arbeit', 480, 0.8), row('holiday', 'Urlaub', 120, 0.2)],
});

/** Planned against worked minutes in one bucket or for one user. */
export const plannedWorkedPointSchema = z.object({ start: z.string(), planned: z.number(), worked: z.number() });
/**
 * working-schedules: schedule adherence — minutes planned by the working schedules against
 * work minutes recorded, per bucket and per user (`users`, key user id);
 * `adherence` = worked / planned (0 when nothing planned).
 */
export const workingSchedulesStatisticsSchema = withExample(
  z.object({
    ...periodShape,
    interval: statisticsIntervalSchema,
    planned: z.number(),
    worked: z.number(),
    adherence: z.number(),
    points: z.array(plannedWorkedPointSchema),
    users: z.array(z.object({ user: z.number().int(), planned: z.number(), worked: z.number(), adherence: z.number() })),
  }),
  {
    ...PERIOD,
    interval: 'day',
    planned: 510,
    worked: 480,
    adherence: 0.9412,
    points: [
      { start: '2026-11-01T00:00:00+01:00', planned: 0, worked: 0 },
      { start: '2026-11-02T00:00:00+01:00', planned: 510, worked: 480 },
    ],
    users: [{ user: 4, planned: 510, worked: 480, adherence: 0.9412 }],
  },
);
export type WorkingSchedulesStatistics = z.infer<typeof workingSchedulesStatisticsSchema>;

/**
 * user-profile: one staff member between start and end, measured at `now` — minutes worked
 * and planned so far, the balance (worked − planned), what is planned for the whole period
 * and still left, minutes per kind, and per Berlin day planned against worked.
 */
export const userProfileStatisticsSchema = withExample(
  z.object({
    user: z.number().int(),
    start: z.string(),
    now: z.string(),
    end: z.string(),
    worked: z.number(),
    planned: z.number(),
    balance: z.number(),
    plannedTotal: z.number(),
    remaining: z.number(),
    kinds: z.array(breakdownRowSchema),
    days: z.array(z.object({ date: z.string(), planned: z.number(), worked: z.number() })),
  }),
  {
    user: 4,
    start: '2026-10-31T23:00:00.000Z',
    now: '2026-11-01T23:00:00.000Z',
    end: '2026-11-02T23:00:00.000Z',
    worked: 0,
    planned: 0,
    balance: 0,
    plannedTotal: 510,
    remaining: 510,
    kinds: [],
    days: [
      { date: '2026-11-01', planned: 0, worked: 0 },
      { date: '2026-11-02', planned: 510, worked: 0 },
    ],
  },
);
export type UserProfileStatistics = z.infer<typeof userProfileStatisticsSchema>;

/** user-profile-working-activities: the staff member's activities overlapping start…end, oldest first; minutes net of pauses. */
export const userProfileWorkingActivitySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  branch: z.number().int(),
  start: z.string(),
  end: z.string().nullable(),
  minutes: z.number(),
  pauseMinutes: z.number(),
});
export const userProfileWorkingActivitiesStatisticsSchema = withExample(
  z.object({
    user: z.number().int(),
    start: z.string(),
    end: z.string(),
    total: z.number(),
    activities: z.array(userProfileWorkingActivitySchema),
  }),
  {
    user: 4,
    start: '2026-10-31T23:00:00.000Z',
    end: '2026-11-02T23:00:00.000Z',
    total: 480,
    activities: [
      {
        id: 17,
        kind: 'work',
        branch: 1,
        start: '2026-11-02T06:00:00.000Z',
        end: '2026-11-02T14:30:00.000Z',
        minutes: 480,
        pauseMinutes: 30,
      },
    ],
  },
);
export type UserProfileWorkingActivitiesStatistics = z.infer<typeof userProfileWorkingActivitiesStatisticsSchema>;

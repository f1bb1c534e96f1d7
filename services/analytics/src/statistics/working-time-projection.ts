import { z } from 'zod';
import { TIME_TRACKING_STREAM, timeTrackingEvents } from '@asp/contracts';
import { minutesByDay, netIntervals } from '@asp/domain/working-time';
import { on, sql, type ConsumerDefinition, type Trx } from '@asp/server-kit';

/** What the statistics read of an activity in any activity event (tolerant reader). */
const activityShape = z
  .object({
    user: z.number().int(),
    branch: z.number().int(),
    kind: z.string(),
    start: z.string(),
    end: z.string().nullable(),
    pauses: z.array(z.object({ start: z.string(), end: z.string().nullable() }).loose()).default([]),
    isHalfDay: z.boolean().default(false),
  })
  .loose();
const activityChanged = z.object({ id: z.number().int(), data: activityShape });
const recordDeleted = z.object({ id: z.number().int() });
const scheduleChanged = z.object({
  id: z.number().int(),
  data: z
    .object({
      user: z.number().int(),
      branch: z.number().int(),
      validFrom: z.string(),
      validTo: z.string().nullable(),
      weekly: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() }).loose()),
      shifts: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() }).loose()),
    })
    .loose(),
});

/** Keeps the activity as the event describes it (every activity event carries the whole record). */
async function keepActivity(trx: Trx, { id, data }: z.infer<typeof activityChanged>): Promise<void> {
  await sql`
    insert into stat_activity (activity_id, user_id, branch, kind, start_at, end_at, pauses, is_half_day)
    values (${id}, ${data.user}, ${data.branch}, ${data.kind}, ${data.start}, ${data.end}, ${JSON.stringify(data.pauses)}, ${data.isHalfDay})
    on conflict (activity_id) do update set user_id = excluded.user_id, branch = excluded.branch, kind = excluded.kind,
      start_at = excluded.start_at, end_at = excluded.end_at, pauses = excluded.pauses, is_half_day = excluded.is_half_day`.execute(trx);
  await sql`delete from stat_activity_day where activity_id = ${id}`.execute(trx);
  // A running activity has no fixed minutes yet: the statistics work it out up to the moment they are asked.
  if (data.end === null) return;
  const days = [...minutesByDay(netIntervals(data, new Date()))].filter(([, minutes]) => minutes > 0);
  if (!days.length) return;
  const factor = data.isHalfDay ? 0.5 : 1;
  await sql`
    insert into stat_activity_day (activity_id, day, user_id, branch, kind, minutes)
    select ${id}, day, ${data.user}, ${data.branch}, ${data.kind}, minutes
    from unnest(${days.map(([day]) => day)}::date[], ${days.map(([, minutes]) => minutes * factor)}::numeric[]) as d(day, minutes)`.execute(
    trx,
  );
}

async function forgetActivity(trx: Trx, id: number): Promise<void> {
  await sql`delete from stat_activity_day where activity_id = ${id}`.execute(trx);
  await sql`delete from stat_activity where activity_id = ${id}`.execute(trx);
}

async function keepSchedule(trx: Trx, { id, data }: z.infer<typeof scheduleChanged>): Promise<void> {
  await sql`
    insert into stat_schedule (schedule_id, user_id, branch, valid_from, valid_to, weekly, shifts)
    values (${id}, ${data.user}, ${data.branch}, ${data.validFrom}, ${data.validTo}, ${JSON.stringify(data.weekly)}, ${JSON.stringify(data.shifts)})
    on conflict (schedule_id) do update set user_id = excluded.user_id, branch = excluded.branch, valid_from = excluded.valid_from,
      valid_to = excluded.valid_to, weekly = excluded.weekly, shifts = excluded.shifts`.execute(trx);
}

const activity = timeTrackingEvents.workingActivity;
const schedule = timeTrackingEvents.workingSchedule;

/**
 * Durable consumer of the TIME_TRACKING stream: activities (created, updated, punches) and
 * schedules as they stand, deleted ones removed. Working-time figures are computed from
 * these small tables (thousands of rows a year), split at Berlin midnights when asked.
 */
export const workingTimeStatisticsConsumer: ConsumerDefinition = {
  stream: TIME_TRACKING_STREAM.name,
  durable: 'analytics-working-time-statistics',
  handlers: [
    ...[activity.created, activity.updated, activity.started, activity.paused, activity.resumed, activity.ended].map((entry) =>
      on(entry, (payload, trx) => keepActivity(trx, payload), { reads: activityChanged }),
    ),
    on(activity.deleted, (payload, trx) => forgetActivity(trx, payload.id), { reads: recordDeleted }),
    ...[schedule.created, schedule.updated].map((entry) =>
      on(entry, (payload, trx) => keepSchedule(trx, payload), { reads: scheduleChanged }),
    ),
    on(
      schedule.deleted,
      (payload, trx) => sql`delete from stat_schedule where schedule_id = ${payload.id}`.execute(trx).then(() => undefined),
      {
        reads: recordDeleted,
      },
    ),
  ],
};

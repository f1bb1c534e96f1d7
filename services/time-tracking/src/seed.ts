import {
  projectInputSchema,
  taskInputSchema,
  timeTrackingEvents,
  workingActivityInputSchema,
  workingScheduleInputSchema,
  type WorkingActivityInput,
  type WorkingScheduleInput,
} from '@asp/contracts';
import { insertResourceRecord, seedOnce, writeEvent, type ServiceContext, type Trx } from '@asp/server-kit';
import { DateTime } from 'luxon';
import type { TimeTrackingOptions } from './config';
import { presentAbsenceRequest } from './absence-request-record';
import { TABLES, type TimeTrackingTrx } from './tables';
import { insertTerminalToken } from './terminal/tokens';

/** Any constant: serialises concurrent seeders of the same database. */
const SEED_LOCK = 3_005_001;
/** Catalog's demo data: Konstanz is branch 1. Identity's demo users: 2 = verkauf (Volker Verkauf), 4 = konstanz (Klara Kessler). */
const KONSTANZ = 1;
const VOLKER = 2;
const KLARA = 4;
const ZONE = 'Europe/Berlin';

/**
 * The demo schedules: Klara Tuesday to Saturday 07:00–15:30, Volker Monday to Friday
 * 08:00–16:30 plus a Saturday morning shift this week; valid from four weeks before this
 * week's Monday, so the time sheets have history.
 */
export function demoSchedules(now: Date): WorkingScheduleInput[] {
  const monday = DateTime.fromJSDate(now, { zone: ZONE }).startOf('week');
  const validFrom = monday.minus({ weeks: 4 }).toISODate()!;
  const window = (weekdays: number[], start: string, end: string) => weekdays.map((weekday) => ({ weekday, start, end }));
  return [
    {
      user: KLARA,
      branch: KONSTANZ,
      validFrom,
      weekly: window([2, 3, 4, 5, 6], '07:00', '15:30'),
      // Monday inventory shifts last week and this week (the week grid shows dated shifts to move and copy).
      shifts: [-7, 0].map((days) => ({ date: monday.plus({ days }).toISODate()!, start: '10:00', end: '14:00' })),
      holidayDaysPerYear: 30,
      comment: 'Theke',
    },
    {
      user: VOLKER,
      branch: KONSTANZ,
      validFrom,
      weekly: window([1, 2, 3, 4, 5], '08:00', '16:30'),
      shifts: [-2, 5].map((days) => ({ date: monday.plus({ days }).toISODate()!, start: '07:00', end: '12:00' })),
      holidayDaysPerYear: 28,
      comment: 'Verkauf und Lieferungen',
    },
  ];
}

/**
 * Past activities of the last two weeks (before today), so the balances are not zero: mostly
 * planned days with a half-hour pause, one long day whose break is short (the time sheet
 * flags it, ArbZG §4), one sick day.
 */
export function demoActivities(now: Date): WorkingActivityInput[] {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  const at = (day: DateTime, time: string) => DateTime.fromISO(`${day.toISODate()}T${time}`, { zone: ZONE }).toUTC().toISO()!;
  const activities: WorkingActivityInput[] = [];
  for (let back = 14; back >= 1; back -= 1) {
    const day = today.minus({ days: back });
    const klaraWorks = day.weekday >= 2 && day.weekday <= 6;
    const volkerWorks = day.weekday <= 5;
    if (klaraWorks && back === 9) {
      activities.push({
        user: KLARA,
        branch: KONSTANZ,
        kind: 'sickness',
        start: at(day, '00:00'),
        end: at(day.plus({ days: 1 }), '00:00'),
      });
    } else if (klaraWorks) {
      const long = back === 3;
      activities.push({
        user: KLARA,
        branch: KONSTANZ,
        kind: 'work',
        start: at(day, '06:55'),
        end: at(day, long ? '17:40' : back % 2 ? '15:45' : '15:20'),
        pauses: [{ start: at(day, '11:30'), end: at(day, '12:00') }],
      });
    }
    if (volkerWorks) {
      activities.push({
        user: VOLKER,
        branch: KONSTANZ,
        kind: back === 6 ? 'training' : 'work',
        start: at(day, '08:00'),
        end: at(day, back % 3 ? '17:15' : '16:15'),
        pauses: [{ start: at(day, '12:15'), end: at(day, '12:45') }],
      });
    }
  }
  return activities;
}

/**
 * Demo data (DESIGN.md §10): schedules and past activities of the Konstanz employees,
 * two projects with tasks, and the Konstanz terminal's token (the plain demo token is
 * printed by `npm start`, README "Demo"). Runs only on an empty database.
 */
export async function seedDemoTimeTracking(ctx: ServiceContext, options: TimeTrackingOptions): Promise<void> {
  await seedOnce(ctx, {
    name: 'time-tracking',
    lock: SEED_LOCK,
    tables: [TABLES.workingSchedules, TABLES.workingActivities, TABLES.projects],
    async seed(trx: Trx) {
      const now = options.now();
      for (const schedule of demoSchedules(now)) {
        await insertResourceRecord(trx, TABLES.workingSchedules, workingScheduleInputSchema, schedule, timeTrackingEvents.workingSchedule);
      }
      for (const activity of demoActivities(now)) {
        await insertResourceRecord(trx, TABLES.workingActivities, workingActivityInputSchema, activity, timeTrackingEvents.workingActivity);
      }
      const christmas = await insertResourceRecord(
        trx,
        TABLES.projects,
        projectInputSchema,
        { name: 'Weihnachtsgeschäft', branch: KONSTANZ },
        timeTrackingEvents.project,
      );
      for (const name of ['Gänse und Puten vorbestellen', 'Präsentkörbe packen']) {
        await insertResourceRecord(trx, TABLES.tasks, taskInputSchema, { project: christmas, name }, timeTrackingEvents.task);
      }
      const inventory = await insertResourceRecord(
        trx,
        TABLES.projects,
        projectInputSchema,
        { name: 'Inventur' },
        timeTrackingEvents.project,
      );
      await insertResourceRecord(
        trx,
        TABLES.tasks,
        taskInputSchema,
        { project: inventory, name: 'Kühlhaus zählen' },
        timeTrackingEvents.task,
      );
      await insertTerminalToken(trx as TimeTrackingTrx, KONSTANZ, 'Terminal Eingang Konstanz', options.demoTerminalToken);
      await seedOpenAbsenceRequest(trx as TimeTrackingTrx, now);
    },
  });
}

/**
 * An open holiday request for the back office's approval list: Klara, Tuesday and
 * Wednesday two weeks after this one. Requested through the same table and event as the
 * route (routes/absence-requests.ts), so an approval books it as usual.
 */
async function seedOpenAbsenceRequest(trx: TimeTrackingTrx, now: Date): Promise<void> {
  const monday = DateTime.fromJSDate(now, { zone: ZONE }).startOf('week').plus({ weeks: 2 });
  const row = await trx
    .insertInto(TABLES.absenceRequests)
    .values({
      user_id: KLARA,
      branch_id: KONSTANZ,
      kind: 'holiday',
      start_date: monday.plus({ days: 1 }).toISODate()!,
      end_date: monday.plus({ days: 2 }).toISODate()!,
      is_half_day: false,
      comment: 'Familienfeier',
      activity_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeEvent(trx, timeTrackingEvents.absenceRequest.requested, {
    id: Number(row.id),
    data: presentAbsenceRequest(row),
  });
}

import type { ScheduleWeek, WorkingSchedule } from '@asp/contracts';
import { fill, timeTrackingTexts } from '@asp/i18n';
import { timeTrackingEvents, type EventActor } from '@asp/contracts';
import { conflict, jsonText, sql, writeEvent } from '@asp/server-kit';
import {
  addDays,
  datedWindowsOverlap,
  holidayOn,
  mondayOf,
  plannedMinutes,
  scheduleValidOn,
  weekDays,
  weekdayOf,
  type GermanState,
  type TimeWindow,
} from '@asp/domain/working-time';
import { TABLES, type TimeTrackingDb, type TimeTrackingTrx } from './tables';

type Reader = TimeTrackingDb | TimeTrackingTrx;
const entity = (row: { id: number; data: unknown }) => ({ ...(row.data as object), id: Number(row.id) }) as WorkingSchedule;

/** Schedules (of a branch, department, or user) valid somewhere in [from, to]; `lock` takes row locks for a write. */
export async function schedulesValidIn(
  db: Reader,
  filter: { branch?: number; department?: number | null; user?: number },
  from: string,
  to: string,
  lock = false,
): Promise<WorkingSchedule[]> {
  let query = db
    .selectFrom(TABLES.workingSchedules)
    .select(['id', 'data'])
    .where(sql<boolean>`data->>'validFrom' <= ${to}`)
    .where(sql<boolean>`(data->>'validTo' is null or data->>'validTo' >= ${from})`)
    .orderBy('id');
  if (filter.branch) query = query.where(sql<boolean>`${jsonText('branch')} = ${String(filter.branch)}`);
  if (filter.department) query = query.where(sql<boolean>`${jsonText('department')} = ${String(filter.department)}`);
  if (filter.user) query = query.where(sql<boolean>`${jsonText('user')} = ${String(filter.user)}`);
  if (lock) query = query.forUpdate();
  return (await query.execute()).map(entity);
}

/** Everything a user is planned for on a day, across all their schedules (one person is in one place at a time). */
function windowsOn(schedules: readonly WorkingSchedule[], date: string): TimeWindow[] {
  const weekday = weekdayOf(date);
  return schedules
    .filter((schedule) => scheduleValidOn(schedule, date))
    .flatMap((schedule) => [...schedule.weekly.filter((w) => w.weekday === weekday), ...schedule.shifts.filter((s) => s.date === date)]);
}

/**
 * The week grid of a branch (department): one row per employee with a schedule valid in the
 * week; the public holidays are the branch's state's (`fallback` while the replica does not know the branch).
 */
export async function loadScheduleWeek(
  db: TimeTrackingDb,
  query: { week: string; branch: number; department?: number },
  fallback: GermanState,
): Promise<ScheduleWeek> {
  const branch = await db.selectFrom(TABLES.branches).select('holiday_state').where('id', '=', query.branch).executeTakeFirst();
  const state = branch?.holiday_state ?? fallback;
  const week = mondayOf(query.week);
  const days = weekDays(week);
  const schedules = await schedulesValidIn(db, query, days[0]!, days[6]!);
  const userIds = [...new Set(schedules.map((schedule) => schedule.user))];
  const users = userIds.length
    ? await db.selectFrom(TABLES.users).select(['id', 'username', 'first_name', 'last_name']).where('id', 'in', userIds).execute()
    : [];
  const byId = new Map(users.map((row) => [Number(row.id), row]));
  const rows = userIds.map((id) => {
    const own = schedules.filter((schedule) => schedule.user === id);
    const known = byId.get(id);
    return {
      user: { id, username: known?.username ?? '', firstName: known?.first_name ?? '', lastName: known?.last_name ?? '' },
      schedules: own.map((schedule) => schedule.id),
      days: days.map((date) => {
        const valid = own.filter((schedule) => scheduleValidOn(schedule, date));
        return {
          date,
          weekly: valid.flatMap((s) => s.weekly.filter((w) => w.weekday === weekdayOf(date)).map(({ start, end }) => ({ start, end }))),
          shifts: valid.flatMap((s) =>
            s.shifts.filter((shift) => shift.date === date).map(({ start, end }) => ({ schedule: s.id, start, end })),
          ),
        };
      }),
      plannedMinutes: days.reduce((sum, date) => sum + plannedMinutes(date, own, state), 0),
    };
  });
  rows.sort((a, b) => `${a.user.lastName} ${a.user.firstName}`.localeCompare(`${b.user.lastName} ${b.user.firstName}`, 'de'));
  const holidays = days.flatMap((date) => {
    const holiday = holidayOn(date, state);
    return holiday ? [{ date, name: holiday.name }] : [];
  });
  return { week, days, holidays, rows };
}

const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

async function nameOf(db: Reader, user: number): Promise<string> {
  const row = await db.selectFrom(TABLES.users).select(['username', 'first_name', 'last_name']).where('id', '=', user).executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() || row.username : `#${user}`;
}

async function saveSchedule(trx: TimeTrackingTrx, schedule: WorkingSchedule, actor: EventActor | undefined): Promise<void> {
  const { id, ...data } = schedule;
  await trx
    .updateTable(TABLES.workingSchedules)
    .set({ data: JSON.stringify(data), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await writeEvent(trx, timeTrackingEvents.workingSchedule.updated, { id, data: schedule, actor });
}

/**
 * Puts a dated shift into the user's schedules (locked, all of theirs): into `preferred` if
 * it is valid that day and at the branch, else the first of theirs at the branch valid then;
 * 409 when none is valid or the shift overlaps anything planned for the user that day, a
 * night shift of the day before or a shift of the next morning (the user's schedules valid
 * the day before and after must be among `schedules`).
 */
function placeShift(
  schedules: WorkingSchedule[],
  shift: TimeWindow & { date: string },
  branch: number,
  name: string,
  preferred?: number,
): WorkingSchedule {
  const atBranch = schedules.filter((schedule) => schedule.branch === branch && scheduleValidOn(schedule, shift.date));
  const target = atBranch.find((schedule) => schedule.id === preferred) ?? atBranch[0];
  if (!target) throw conflict(fill(timeTrackingTexts.noScheduleOnDay, { name, date: germanDate(shift.date) }));
  // The day before (a night shift reaching into this day) and the day after count, too.
  const around = [-1, 0, 1].flatMap((days) => {
    const date = addDays(shift.date, days);
    return windowsOn(schedules, date).map((window) => ({ ...window, date }));
  });
  if (around.some((window) => datedWindowsOverlap(window, shift))) {
    throw conflict(fill(timeTrackingTexts.shiftOverlaps, { name, date: germanDate(shift.date), start: shift.start, end: shift.end }));
  }
  target.shifts = [...target.shifts, { date: shift.date, start: shift.start, end: shift.end }];
  return target;
}

/**
 * 'Vorwoche kopieren': every dated shift of the previous week at the branch (department)
 * goes seven days on, in one transaction; the first overlap or missing schedule refuses
 * the whole copy (409, German, naming the employee and day). Weekly windows repeat anyway.
 */
export async function copyPreviousWeek(
  trx: TimeTrackingTrx,
  input: { week: string; branch: number; department?: number | null },
  actor: EventActor | undefined,
): Promise<number> {
  const monday = mondayOf(input.week);
  const previous = addDays(monday, -7);
  const sources = await schedulesValidIn(trx, input, previous, addDays(previous, 6));
  const shifts = sources.flatMap((schedule) =>
    schedule.shifts
      .filter((shift) => shift.date >= previous && shift.date < monday)
      .map((shift) => ({ schedule, shift: { ...shift, date: addDays(shift.date, 7) } })),
  );
  const touched = new Map<number, WorkingSchedule>();
  const byUser = new Map<number, WorkingSchedule[]>();
  for (const { schedule, shift } of shifts) {
    let own = byUser.get(schedule.user);
    if (!own) {
      own = await schedulesValidIn(trx, { user: schedule.user }, addDays(monday, -1), addDays(monday, 7), true);
      byUser.set(schedule.user, own);
    }
    const target = placeShift(own, shift, input.branch, await nameOf(trx, schedule.user), schedule.id);
    touched.set(target.id, target);
  }
  for (const schedule of touched.values()) await saveSchedule(trx, schedule, actor);
  return shifts.length;
}

/** Drag and drop: a dated shift leaves its schedule and lands on another day and/or employee at the same branch. */
export async function moveShift(
  trx: TimeTrackingTrx,
  input: { schedule: number; date: string; start: string; end: string; toUser: number; toDate: string },
  actor: EventActor | undefined,
): Promise<void> {
  const row = await trx
    .selectFrom(TABLES.workingSchedules)
    .select(['id', 'data'])
    .where('id', '=', input.schedule)
    .forUpdate()
    .executeTakeFirst();
  const source = row ? entity(row) : null;
  const index = source?.shifts.findIndex((s) => s.date === input.date && s.start === input.start && s.end === input.end) ?? -1;
  if (!source || index < 0) throw conflict(timeTrackingTexts.shiftNotFound);
  source.shifts = source.shifts.filter((_, at) => at !== index);
  const own = await schedulesValidIn(trx, { user: input.toUser }, addDays(input.toDate, -1), addDays(input.toDate, 1), true);
  // The source schedule, if it is among the target user's, is the same record: keep one copy.
  const targets = own.map((schedule) => (schedule.id === source.id ? source : schedule));
  const target = placeShift(
    targets,
    { date: input.toDate, start: input.start, end: input.end },
    source.branch,
    await nameOf(trx, input.toUser),
    source.id,
  );
  await saveSchedule(trx, source, actor);
  if (target.id !== source.id) await saveSchedule(trx, target, actor);
}

/** A new dated shift (the grid's 'Schicht hinzufügen'). */
export async function addShift(
  trx: TimeTrackingTrx,
  input: { user: number; branch: number; date: string; start: string; end: string },
  actor: EventActor | undefined,
): Promise<void> {
  const own = await schedulesValidIn(trx, { user: input.user }, addDays(input.date, -1), addDays(input.date, 1), true);
  const target = placeShift(own, input, input.branch, await nameOf(trx, input.user));
  await saveSchedule(trx, target, actor);
}

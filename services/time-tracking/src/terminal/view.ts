import type { TerminalMe, WorkingActivity, WorkingSchedule } from '@asp/contracts';
import { minutesByDay, netIntervals, plannedMinutes, scheduleValidOn, windowMinutes, type GermanState } from '@asp/domain/working-time';
import { DateTime } from 'luxon';

const ZONE = 'Europe/Berlin';

/** Minutes worked today (Berlin day) by work and training activities, pauses subtracted, a running one up to now. */
export function todayMinutes(activities: readonly WorkingActivity[], now: Date): number {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!;
  let minutes = 0;
  for (const activity of activities) {
    if (activity.kind !== 'work' && activity.kind !== 'training') continue;
    minutes += minutesByDay(netIntervals(activity, now), ZONE).get(today) ?? 0;
  }
  return Math.round(minutes);
}

/** The state the terminal shows: off, working, or paused (an open pause). */
export const stateOf = (current: WorkingActivity | null): TerminalMe['state'] =>
  !current ? 'off' : current.pauses.at(-1)?.end === null ? 'paused' : 'working';

/** The next planned window that has not started yet, within two weeks; public holidays skipped. */
export function nextShift(schedules: readonly WorkingSchedule[], now: Date, state: GermanState): TerminalMe['nextShift'] {
  const start = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  for (let offset = 0; offset < 14; offset += 1) {
    const day = start.plus({ days: offset });
    const date = day.toISODate()!;
    if (plannedMinutes(date, schedules, state) === 0) continue;
    const windows = schedules
      .filter((schedule) => scheduleValidOn(schedule, date))
      .flatMap((schedule) => [
        ...schedule.weekly.filter((w) => w.weekday === day.weekday),
        ...schedule.shifts.filter((s) => s.date === date),
      ])
      .filter((window) => windowMinutes(date, window) > 0)
      .map((window) => ({ date, start: window.start, end: window.end }))
      .sort((a, b) => a.start.localeCompare(b.start));
    const upcoming = windows.find((window) => DateTime.fromISO(`${date}T${window.start}`, { zone: ZONE }).toMillis() > now.getTime());
    if (upcoming) return upcoming;
  }
  return null;
}

import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../time';
import { holidayOn } from './holidays';
import type { GermanState, ScheduleTimes, TimeWindow } from './types';
import { windowInstants } from './week';

/**
 * Real minutes of a planned window on a day: wall-clock start and end in the zone, an end
 * at or before the start on the next day. So 22:00–06:00 is 8 hours, except in the nights
 * the clocks change (7 hours in spring, 9 in autumn). Invalid times count 0.
 */
export function windowMinutes(date: string, window: TimeWindow, zone: string = DEFAULT_TIME_ZONE): number {
  const span = windowInstants({ ...window, date }, zone);
  return span ? Math.round((span[1] - span[0]) / 60_000) : 0;
}

/** Whether a schedule applies on a day. */
export const scheduleValidOn = (schedule: Pick<ScheduleTimes, 'validFrom' | 'validTo'>, date: string): boolean =>
  schedule.validFrom <= date && (schedule.validTo === null || date <= schedule.validTo);

/** Minutes the schedules plan for a day, before public holidays (weekly windows of its weekday plus its dated shifts). */
export function scheduledMinutes(date: string, schedules: readonly ScheduleTimes[], zone: string = DEFAULT_TIME_ZONE): number {
  const weekday = DateTime.fromISO(date, { zone }).weekday;
  let minutes = 0;
  for (const schedule of schedules) {
    if (!scheduleValidOn(schedule, date)) continue;
    for (const window of schedule.weekly) if (window.weekday === weekday) minutes += windowMinutes(date, window, zone);
    for (const shift of schedule.shifts) if (shift.date === date) minutes += windowMinutes(date, shift, zone);
  }
  return minutes;
}

/**
 * Planned minutes of a day: what the schedules plan, nothing on a public holiday of the
 * schedule's state (its branch's; `state` for a schedule without one), half on a half
 * holiday (24.12., 31.12.). Each schedule counts with its own state, so someone planned in a
 * Baden-Württemberg and a Bavarian branch works on a holiday of one of them at the other.
 */
export function plannedMinutes(
  date: string,
  schedules: readonly ScheduleTimes[],
  state: GermanState,
  zone: string = DEFAULT_TIME_ZONE,
): number {
  let minutes = 0;
  for (const schedule of schedules) {
    const own = scheduledMinutes(date, [schedule], zone);
    if (own === 0) continue;
    const holiday = holidayOn(date, schedule.state ?? state);
    minutes += holiday ? Math.round(own * (1 - holiday.fraction)) : own;
  }
  return minutes;
}

/**
 * The state whose holidays count for a person on a day: that of the first schedule planning
 * the day (else the first valid one), else `state`.
 */
export function stateOn(
  date: string,
  schedules: readonly ScheduleTimes[],
  state: GermanState,
  zone: string = DEFAULT_TIME_ZONE,
): GermanState {
  const valid = schedules.filter((schedule) => scheduleValidOn(schedule, date));
  const planning = valid.find((schedule) => scheduledMinutes(date, [schedule], zone) > 0);
  return (planning ?? valid[0])?.state ?? state;
}

/** The public holiday on a day for a person with these schedules (see stateOn), or null. */
export const personalHolidayOn = (
  date: string,
  schedules: readonly ScheduleTimes[],
  state: GermanState,
  zone: string = DEFAULT_TIME_ZONE,
) => holidayOn(date, stateOn(date, schedules, state, zone));

/** The calendar days from `from` to `to` inclusive ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = DateTime.fromISO(from, { zone: 'UTC' }); day.toISODate()! <= to; day = day.plus({ days: 1 })) days.push(day.toISODate()!);
  return days;
}

import { DateTime } from 'luxon';
import { atMinutes, ceilToMinutes, isoDay, toZoned, weekdayOf } from './luxon-time';
import { intervalsForDay, nextOpening } from './opening-hours';
import type { OpeningHourRule } from './types';
import {
  addZonedDays,
  atMinutesOn,
  ceilToStep,
  clockOf,
  isoDayOf,
  isSameZonedDay,
  isValidDate,
  startOfZonedDay,
  startOfZonedWeek,
  weekdayOfDate,
  zonedDate,
} from './zoned-date';

const ZONE = 'Europe/Berlin';

describe('zonedDate parsing', () => {
  it('reads a date without offset as midnight in the zone', () => {
    expect(zonedDate('2026-12-24', ZONE).toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(zonedDate('2026-07-01T08:15', ZONE).toISOString()).toBe('2026-07-01T06:15:00.000Z');
    expect(zonedDate('2026-07-01 08:15:30.250', ZONE).toISOString()).toBe('2026-07-01T06:15:30.250Z');
  });

  it('honours Z and numeric offsets', () => {
    expect(zonedDate('2026-07-01T08:15:00Z', ZONE).toISOString()).toBe('2026-07-01T08:15:00.000Z');
    expect(zonedDate('2026-07-01T08:15:00+05:30', ZONE).toISOString()).toBe('2026-07-01T02:45:00.000Z');
    expect(zonedDate('2026-07-01T08:15-0200', ZONE).toISOString()).toBe('2026-07-01T10:15:00.000Z');
  });

  it('rejects impossible and foreign strings like luxon', () => {
    for (const value of ['2026-02-30', '2026-13-01', '2026-07-01T24:30', 'morgen', '01.07.2026', '']) {
      expect(isValidDate(zonedDate(value, ZONE))).toBe(false);
      expect(toZoned(value, ZONE).isValid).toBe(false);
    }
  });

  it('takes Dates and luxon DateTimes as the instant they are', () => {
    const at = new Date('2026-03-29T00:59:00Z');
    expect(zonedDate(at, ZONE).getTime()).toBe(at.getTime());
    expect(zonedDate(DateTime.fromJSDate(at, { zone: 'America/New_York' }), ZONE).getHours()).toBe(1);
  });
});

describe('wall-clock arithmetic across the DST changes', () => {
  it('moves a time in the spring-forward gap an hour on, as luxon does', () => {
    const day = zonedDate('2026-03-29', ZONE);
    expect(atMinutesOn(day, 150).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(atMinutesOn(day, 150).getTime()).toBe(atMinutes(toZoned('2026-03-29', ZONE), 150).toMillis());
  });

  it('resolves a time in the autumn overlap to the later, standard-time moment', () => {
    // luxon picks by the season of the current date; the rule here does not depend on today.
    expect(atMinutesOn(zonedDate('2026-10-25', ZONE), 150).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(atMinutesOn(zonedDate('2026-11-01', 'America/New_York'), 90).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('keeps the clock time when adding days over a change', () => {
    const saturday = zonedDate('2026-03-28T09:00', ZONE);
    const sunday = addZonedDays(saturday, 1);
    expect(clockOf(sunday, ZONE)).toBe('09:00');
    expect(sunday.getTime() - saturday.getTime()).toBe(23 * 3_600_000);
    expect(isoDayOf(addZonedDays(zonedDate('2026-10-25T09:00', ZONE), -1))).toBe('2026-10-24');
  });

  it('gives a 23-hour and a 25-hour day their opening intervals', () => {
    const allDay: OpeningHourRule[] = [{ type: 'daily', from: '00:00', to: '00:00' } as OpeningHourRule];
    const [spring] = intervalsForDay(allDay, '2026-03-29', ZONE);
    const [autumn] = intervalsForDay(allDay, '2026-10-25', ZONE);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });
});

describe('agreement with the luxon helpers', () => {
  // A fixed pseudo-random walk over three years of instants (deterministic, so a failure repeats).
  let seed = 7;
  const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const instants = Array.from({ length: 1500 }, () => new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 3 * 365 * 86_400_000)));

  it.each(['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'])('matches luxon in %s', (zone) => {
    // Collected and compared once: one expect per check would make the walk slow.
    const differences: string[] = [];
    const check = (what: string, at: Date, ours: unknown, theirs: unknown): void => {
      if (ours !== theirs) differences.push(`${what} ${at.toISOString()}: ${String(ours)} ≠ ${String(theirs)}`);
    };
    for (const at of instants) {
      const ours = zonedDate(at, zone);
      const theirs = toZoned(at, zone);
      const minutes = Math.floor(random() * 2880);
      check('isoDay', at, isoDayOf(ours), isoDay(at, zone));
      check('weekday', at, weekdayOfDate(ours), weekdayOf(theirs));
      check('clock', at, clockOf(at, zone), theirs.toFormat('HH:mm'));
      check('startOfDay', at, startOfZonedDay(ours).getTime(), theirs.startOf('day').toMillis());
      check('startOfWeek', at, startOfZonedWeek(ours).getTime(), theirs.startOf('week').toMillis());
      check('addDays', at, addZonedDays(ours, 3).getTime(), theirs.plus({ days: 3 }).toMillis());
      check('ceil', at, ceilToStep(at, 15, zone).getTime(), ceilToMinutes(theirs, 15).toMillis());
      // On a day the clocks change, luxon resolves the repeated hour by today's season: not compared.
      const target = theirs.plus({ days: Math.floor(minutes / 1440) });
      if (target.startOf('day').offset === target.endOf('day').offset) {
        check(`atMinutes ${minutes}`, at, atMinutesOn(ours, minutes).getTime(), atMinutes(theirs, minutes).toMillis());
      }
      check('sameDay', at, isSameZonedDay(at, new Date(at.getTime() + 3_600_000), zone), theirs.hasSame(theirs.plus({ hours: 1 }), 'day'));
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('finds the next opening on the quarter hour of the zone', () => {
    const rules: OpeningHourRule[] = [{ type: 'monday', from: '08:00', to: '12:00' } as OpeningHourRule];
    expect(nextOpening(rules, new Date('2026-12-06T20:07:00Z'), ZONE)?.toISOString()).toBe('2026-12-07T07:00:00.000Z');
  });
});

describe('intervals of frozen rules are kept per day', () => {
  const rules: OpeningHourRule[] = [
    { type: 'daily', from: '08:00', to: '18:00' } as OpeningHourRule,
    { type: 'saturday', from: '08:00', to: '13:00' } as OpeningHourRule,
    { type: 'once', date: '2026-12-24', from: '07:00', to: '12:00' } as OpeningHourRule,
  ];
  const frozen = Object.freeze(rules.map((rule) => Object.freeze({ ...rule }))) as unknown as OpeningHourRule[];

  it('answers as for the same rules unfrozen, day after day and twice', () => {
    for (let day = 0; day < 400; day += 1) {
      const at = new Date(Date.UTC(2026, 2, 1) + day * 86_400_000);
      for (let pass = 0; pass < 2; pass += 1) expect(intervalsForDay(frozen, at, ZONE)).toEqual(intervalsForDay(rules, at, ZONE));
    }
  });

  it('hands out copies: changing an answer does not change the next one', () => {
    const first = intervalsForDay(frozen, '2026-12-24', ZONE);
    first[0].end.setTime(0);
    first.pop();
    expect(intervalsForDay(frozen, '2026-12-24', ZONE)).toEqual([
      { start: new Date('2026-12-24T06:00:00Z'), end: new Date('2026-12-24T11:00:00Z') },
    ]);
  });
});

import { DateTime } from 'luxon';
import {
  currentInterval,
  intervalsForDay,
  isClosedOnDay,
  isClosingSoon,
  isOpenAt,
  mergedIntervals,
  nextOpening,
  openUntil,
  rangesForDay,
} from './opening-hours';
import { berlin, rule, WEEK_HOURS } from './testing/fixtures';
import { ceilToMinutes, isoDay, toZoned } from './luxon-time';
import { localStamp, parseTimeOfDay } from './time';
import type { OpeningHourRule } from './types';

// ISO week 23 of 2025: Monday 2 June … Sunday 8 June.
describe('rangesForDay: once, daily, weekday rules (website.md §5)', () => {
  it.each([
    ['2025-06-02', 'Monday: daily', [{ from: '08:00', to: '18:00' }]],
    ['2025-06-06', 'Friday: daily', [{ from: '08:00', to: '18:00' }]],
    ['2025-06-07', 'Saturday: the weekday rule overwrites daily', [{ from: '08:00', to: '12:00' }]],
    ['2025-06-08', 'Sunday: a closed rule clears the day', []],
  ])('%s (%s)', (day, _, ranges) => {
    expect(rangesForDay(WEEK_HOURS, day)).toEqual(ranges);
  });

  it('rules of the same kind append their ranges (sorted by start)', () => {
    const rules = [rule('monday', '14:00', '18:00'), rule('monday', '08:00', '12:00'), rule('daily', '09:00', '17:00')];
    expect(rangesForDay(rules, '2025-06-02')).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ]);
    expect(rangesForDay(rules, '2025-06-03')).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(rangesForDay([rule('daily', '08:00', '12:00'), rule('daily', '13:00', '17:00')], '2025-06-04')).toHaveLength(2);
  });

  it('a closed rule clears the day whatever its position among rules of its kind', () => {
    const rules = [
      rule('monday', '08:00', '12:00'),
      rule('monday', '00:00', '00:00', { isClosed: true }),
      rule('monday', '14:00', '18:00'),
    ];
    expect(rangesForDay(rules, '2025-06-02')).toEqual([]);
  });

  it('a once rule overwrites the day of its date in the same ISO week', () => {
    const rules = [...WEEK_HOURS, rule('once', '10:00', '14:00', { date: '2025-06-04' })];
    expect(rangesForDay(rules, '2025-06-04')).toEqual([{ from: '10:00', to: '14:00' }]);
    expect(rangesForDay(rules, '2025-06-03')).toEqual([{ from: '08:00', to: '18:00' }]);
  });

  it('a once rule in another ISO week does not apply (same weekday a week later or earlier)', () => {
    const rules = [...WEEK_HOURS, rule('once', '10:00', '14:00', { date: '2025-06-04' })];
    expect(rangesForDay(rules, '2025-06-11')).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(rangesForDay(rules, '2025-05-28')).toEqual([{ from: '08:00', to: '18:00' }]);
  });

  it('Sunday-to-Monday week boundary: a once rule on Sunday belongs to the week before Monday', () => {
    const rules = [...WEEK_HOURS, rule('once', '10:00', '12:00', { date: '2025-06-08' })];
    expect(rangesForDay(rules, '2025-06-08')).toEqual([{ from: '10:00', to: '12:00' }]);
    expect(rangesForDay(rules, '2025-06-09')).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(rangesForDay(rules, '2025-06-01')).toEqual([]);
  });

  it('year boundary: 29 December 2025 is in ISO week 1 of 2026', () => {
    const rules = [rule('daily', '08:00', '18:00'), rule('once', '09:00', '10:00', { date: '2025-12-29' })];
    expect(toZoned('2025-12-29').weekNumber).toBe(1);
    expect(rangesForDay(rules, '2025-12-29')).toEqual([{ from: '09:00', to: '10:00' }]);
    expect(rangesForDay(rules, '2026-12-28')).toEqual([{ from: '08:00', to: '18:00' }]);
  });

  it('a closed once rule (holiday) closes the day', () => {
    const rules = [...WEEK_HOURS, rule('once', '00:00', '00:00', { date: '2025-12-24', isClosed: true })];
    expect(rangesForDay(rules, '2025-12-24')).toEqual([]);
    expect(isClosedOnDay(rules, '2025-12-24')).toBe(true);
    expect(isClosedOnDay(rules, '2025-12-23')).toBe(false);
  });

  it('a once rule dated with a full ISO date-time is read in the shop zone', () => {
    const rules = [rule('once', '10:00', '11:00', { date: '2025-06-03T22:30:00Z' })];
    expect(rangesForDay(rules, '2025-06-04')).toEqual([{ from: '10:00', to: '11:00' }]);
    expect(rangesForDay(rules, '2025-06-03')).toEqual([]);
  });

  it('ignores once rules without or with an invalid date and ranges with invalid times', () => {
    const rules: OpeningHourRule[] = [
      rule('once', '10:00', '11:00'),
      rule('once', '10:00', '11:00', { date: 'kein Datum' }),
      rule('daily', '25:00', '26:00'),
      rule('daily', '08:00', '18:00'),
    ];
    expect(rangesForDay(rules, '2025-06-04')).toEqual([{ from: '08:00', to: '18:00' }]);
    expect(rangesForDay(null, '2025-06-04')).toEqual([]);
    expect(rangesForDay(undefined, berlin('2025-06-04T12:00'))).toEqual([]);
  });
});

describe('isOpenAt and closing soon (website.md §4)', () => {
  it.each([
    ['2025-06-02T07:59', false, 'before opening'],
    ['2025-06-02T08:00', true, 'at opening (start inclusive)'],
    ['2025-06-02T12:00', true, 'during'],
    ['2025-06-02T17:59', true, 'last minute'],
    ['2025-06-02T18:00', false, 'at closing (end exclusive)'],
    ['2025-06-07T11:00', true, 'Saturday morning'],
    ['2025-06-07T12:30', false, 'Saturday afternoon'],
    ['2025-06-08T10:00', false, 'closed Sunday'],
    ['2025-06-09T00:00', false, 'midnight Sunday to Monday'],
  ])('%s → %p (%s)', (at, open) => {
    expect(isOpenAt(WEEK_HOURS, berlin(at))).toBe(open);
  });

  it('ranges past midnight: an end not after the start runs into the next day', () => {
    const late = [rule('friday', '18:00', '02:00'), rule('daily', '20:00', '00:00')];
    expect(isOpenAt(late, berlin('2025-06-06T23:59'))).toBe(true);
    expect(isOpenAt(late, berlin('2025-06-07T00:00'))).toBe(true);
    expect(isOpenAt(late, berlin('2025-06-07T01:59'))).toBe(true);
    expect(isOpenAt(late, berlin('2025-06-07T02:00'))).toBe(false);
    expect(isOpenAt(late, berlin('2025-06-04T23:59'))).toBe(true);
    expect(isOpenAt(late, berlin('2025-06-05T00:00'))).toBe(false);
    expect(isOpenAt([rule('daily', '00:00', '24:00')], berlin('2025-06-05T23:59'))).toBe(true);
  });

  it('closing soon: less than 60 minutes remain', () => {
    expect(isClosingSoon(WEEK_HOURS, berlin('2025-06-02T17:00'))).toBe(false);
    expect(isClosingSoon(WEEK_HOURS, berlin('2025-06-02T17:01'))).toBe(true);
    expect(isClosingSoon(WEEK_HOURS, berlin('2025-06-02T17:59'))).toBe(true);
    expect(isClosingSoon(WEEK_HOURS, berlin('2025-06-02T18:30'))).toBe(false);
    expect(isClosingSoon(WEEK_HOURS, berlin('2025-06-02T16:00'), undefined, 120)).toBe(false);
    expect(isClosingSoon(WEEK_HOURS, berlin('2025-06-02T16:01'), undefined, 120)).toBe(true);
  });

  it('touching ranges are one opening (openUntil is the end of the block)', () => {
    const split = [rule('monday', '08:00', '12:00'), rule('monday', '12:00', '18:00')];
    expect(openUntil(split, berlin('2025-06-02T11:30'))).toEqual(berlin('2025-06-02T18:00'));
    expect(isClosingSoon(split, berlin('2025-06-02T11:30'))).toBe(false);
    expect(openUntil(split, berlin('2025-06-02T19:00'))).toBeNull();
    expect(currentInterval(split, berlin('2025-06-02T19:00'))).toBeNull();
    const overlapping = [rule('monday', '08:00', '16:00'), rule('monday', '09:00', '12:00')];
    expect(mergedIntervals(overlapping, '2025-06-02', 0)).toEqual([{ start: berlin('2025-06-02T08:00'), end: berlin('2025-06-02T16:00') }]);
  });
});

describe('daylight saving time (Europe/Berlin)', () => {
  it('the day DST starts (30 March 2025) has 23 hours: 01:00-04:00 lasts two hours', () => {
    const rules = [rule('sunday', '01:00', '04:00')];
    const [interval] = intervalsForDay(rules, '2025-03-30');
    expect(interval.start.toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(interval.end.toISOString()).toBe('2025-03-30T02:00:00.000Z');
    expect(isOpenAt(rules, new Date('2025-03-30T01:30:00Z'))).toBe(true);
    expect(isOpenAt(rules, new Date('2025-03-30T02:00:00Z'))).toBe(false);
  });

  it('the day DST ends (26 October 2025) has 25 hours: 01:00-04:00 lasts four hours', () => {
    const rules = [rule('sunday', '01:00', '04:00')];
    const [interval] = intervalsForDay(rules, '2025-10-26');
    expect(interval.start.toISOString()).toBe('2025-10-25T23:00:00.000Z');
    expect(interval.end.toISOString()).toBe('2025-10-26T03:00:00.000Z');
    // 02:30 happens twice; both are open.
    expect(isOpenAt(rules, new Date('2025-10-26T00:30:00Z'))).toBe(true);
    expect(isOpenAt(rules, new Date('2025-10-26T01:30:00Z'))).toBe(true);
  });

  it('regular hours keep their wall-clock times across the switch', () => {
    expect(intervalsForDay(WEEK_HOURS, '2025-03-29')[0].start.toISOString()).toBe('2025-03-29T07:00:00.000Z');
    expect(intervalsForDay(WEEK_HOURS, '2025-03-31')[0].start.toISOString()).toBe('2025-03-31T06:00:00.000Z');
    expect(intervalsForDay(WEEK_HOURS, '2025-10-25')[0].start.toISOString()).toBe('2025-10-25T06:00:00.000Z');
    expect(intervalsForDay(WEEK_HOURS, '2025-10-27')[0].start.toISOString()).toBe('2025-10-27T07:00:00.000Z');
  });

  it('a range over the missing hour starts at the next valid time', () => {
    const [interval] = intervalsForDay([rule('sunday', '02:30', '05:00')], '2025-03-30');
    expect(DateTime.fromJSDate(interval.start, { zone: 'Europe/Berlin' }).toFormat('HH:mm')).toBe('03:30');
  });
});

describe('nextOpening: 15-minute steps up to 72 hours (website.md §5)', () => {
  it.each([
    ['2025-06-02T10:00', '2025-06-02T10:00', 'open now: now'],
    ['2025-06-02T07:10', '2025-06-02T08:00', 'later today'],
    ['2025-06-02T18:00', '2025-06-03T08:00', 'at closing: tomorrow'],
    ['2025-06-07T12:30', '2025-06-09T08:00', 'Saturday afternoon: Monday (Sunday closed)'],
    ['2025-06-08T23:59', '2025-06-09T08:00', 'Sunday before midnight'],
  ])('%s → %s (%s)', (at, expected) => {
    expect(nextOpening(WEEK_HOURS, berlin(at))).toEqual(berlin(expected));
  });

  it('steps on the quarter hours (an opening at 08:10 is found at 08:15)', () => {
    expect(nextOpening([rule('daily', '08:10', '18:00')], berlin('2025-06-02T07:00'))).toEqual(berlin('2025-06-02T08:15'));
    expect(nextOpening([rule('daily', '08:00', '18:00')], new Date(berlin('2025-06-02T07:44').getTime() + 30_000))).toEqual(
      berlin('2025-06-02T08:00'),
    );
  });

  it('gives up after 72 hours', () => {
    const longWeekend = [
      rule('daily', '08:00', '18:00'),
      ...(['friday', 'saturday', 'sunday', 'monday'] as const).map((d) => rule(d, '00:00', '00:00', { isClosed: true })),
    ];
    expect(nextOpening(longWeekend, berlin('2025-06-05T19:00'))).toBeNull();
    expect(nextOpening(longWeekend, berlin('2025-06-05T19:00'), undefined, { maxHours: 120 })).toEqual(berlin('2025-06-10T08:00'));
    expect(nextOpening([], berlin('2025-06-05T19:00'))).toBeNull();
  });

  it('across the DST switch', () => {
    expect(nextOpening(WEEK_HOURS, berlin('2025-03-29T13:00'))).toEqual(berlin('2025-03-31T08:00'));
    expect(nextOpening(WEEK_HOURS, berlin('2025-10-25T13:00'))).toEqual(berlin('2025-10-27T08:00'));
  });
});

describe('time helpers', () => {
  it.each([
    ['08:00', 480],
    ['8:05', 485],
    ['00:00', 0],
    ['24:00', 1440],
    ['23:59:00', 1439],
    ['24:30', null],
    ['12:60', null],
    ['abc', null],
    ['', null],
  ])('parseTimeOfDay(%p) = %p', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });
  it('parseTimeOfDay(null)', () => expect(parseTimeOfDay(null)).toBeNull());

  it('ceilToMinutes rounds up to the next multiple', () => {
    const z = (s: string) => toZoned(berlin(s));
    expect(ceilToMinutes(z('2025-06-02T10:00'), 5).toFormat('HH:mm')).toBe('10:00');
    expect(ceilToMinutes(z('2025-06-02T10:01'), 5).toFormat('HH:mm')).toBe('10:05');
    expect(ceilToMinutes(z('2025-06-02T10:58'), 5).toFormat('HH:mm')).toBe('11:00');
    expect(ceilToMinutes(z('2025-06-02T10:00').plus({ seconds: 1 }), 5).toFormat('HH:mm')).toBe('10:05');
    expect(ceilToMinutes(z('2025-06-02T10:04').plus({ seconds: 1 }), 5).toFormat('HH:mm')).toBe('10:05');
  });

  it('isoDay is the calendar day in the zone', () => {
    expect(localStamp(new Date('2025-06-02T22:30:00Z'))).toEqual({ date: '2025-06-03', time: '00:30' });
    expect(localStamp(new Date('2025-06-02T22:30:00Z'), 'UTC')).toEqual({ date: '2025-06-02', time: '22:30' });
    expect(isoDay(new Date('2025-06-02T22:30:00Z'))).toBe('2025-06-03');
    expect(isoDay(new Date('2025-06-02T22:30:00Z'), 'UTC')).toBe('2025-06-02');
  });
});

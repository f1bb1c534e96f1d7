import { checkBreaks, missingBreaks, requiredBreakMinutes } from './breaks';
import { daysCovered, minutesByDay, netIntervals, netMinutes, spanMinutes } from './durations';
import { holidayOn, publicHolidays } from './holidays';
import { daysBetween, personalHolidayOn, plannedMinutes, scheduledMinutes, stateOn, windowMinutes } from './planned';
import { germanStateOr, type ActivityTimes, type ScheduleTimes } from './types';

const now = new Date('2026-11-25T12:00:00Z');
const work = (start: string, end: string | null, pauses: ActivityTimes['pauses'] = []): ActivityTimes => ({
  kind: 'work',
  start,
  end,
  pauses,
});

describe('durations', () => {
  it('subtracts pauses, clipped to the activity; open ends run to now', () => {
    const activity = work('2026-11-24T08:00:00+01:00', '2026-11-24T17:00:00+01:00', [
      { start: '2026-11-24T12:00:00+01:00', end: '2026-11-24T12:30:00+01:00' },
      { start: '2026-11-24T16:45:00+01:00', end: '2026-11-24T18:00:00+01:00' },
    ]);
    expect(netMinutes(activity)).toBe(9 * 60 - 30 - 15);
    expect(netMinutes(work('2026-11-25T12:00:00+01:00', null), now)).toBe(60);
    expect(netMinutes(work('2026-11-25T12:00:00+01:00', null, [{ start: '2026-11-25T12:30:00+01:00', end: null }]), now)).toBe(30);
    // An end before the start counts nothing.
    expect(netMinutes(work('2026-11-24T10:00:00+01:00', '2026-11-24T09:00:00+01:00'))).toBe(0);
    expect(spanMinutes({ start: '2026-11-24T10:00:00Z', end: '2026-11-24T09:00:00Z' })).toBe(0);
    expect(spanMinutes({ start: '2026-11-25T11:00:00Z', end: null }, now)).toBe(60);
    // Overlapping pauses are not subtracted twice.
    const overlapping = work('2026-11-24T08:00:00Z', '2026-11-24T10:00:00Z', [
      { start: '2026-11-24T08:30:00Z', end: '2026-11-24T09:00:00Z' },
      { start: '2026-11-24T08:45:00Z', end: '2026-11-24T09:15:00Z' },
      { start: '2026-11-24T08:50:00Z', end: '2026-11-24T08:55:00Z' },
    ]);
    expect(netIntervals(overlapping, now)).toHaveLength(2);
    expect(netMinutes(overlapping)).toBe(120 - 45);
  });

  it('splits a night shift at Berlin midnight', () => {
    const night = work('2026-11-24T22:00:00+01:00', '2026-11-25T06:00:00+01:00');
    expect(Object.fromEntries(minutesByDay(netIntervals(night, now)))).toEqual({ '2026-11-24': 120, '2026-11-25': 360 });
  });

  it('counts the hours that really passed across daylight-saving changes', () => {
    // 29 March 2026: 02:00 does not exist, the clocks jump to 03:00.
    expect(netMinutes(work('2026-03-29T01:00:00+01:00', '2026-03-29T04:00:00+02:00'))).toBe(120);
    // 25 October 2026: 03:00 comes back to 02:00, 01:00–04:00 are four hours.
    expect(netMinutes(work('2026-10-25T01:00:00+02:00', '2026-10-25T04:00:00+01:00'))).toBe(240);
    const springDay = minutesByDay(netIntervals(work('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'), now));
    expect(Object.fromEntries(springDay)).toEqual({ '2026-03-29': 23 * 60 });
    const autumnDay = minutesByDay(netIntervals(work('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'), now));
    expect(Object.fromEntries(autumnDay)).toEqual({ '2026-10-25': 25 * 60 });
  });

  it('lists the days a span covers, an end at midnight excluded', () => {
    expect(daysCovered({ start: '2026-12-21T00:00:00+01:00', end: '2026-12-24T00:00:00+01:00' })).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
    ]);
    expect(daysCovered({ start: '2026-12-21T08:00:00+01:00', end: null })).toEqual(['2026-12-21']);
    expect(daysCovered({ start: '2026-12-21T08:00:00+01:00', end: '2026-12-21T08:00:00+01:00' })).toEqual(['2026-12-21']);
  });
});

describe('statutory breaks (ArbZG §4)', () => {
  it('requires 30 minutes after more than six hours and 45 after more than nine', () => {
    expect(requiredBreakMinutes(360)).toBe(0);
    expect(requiredBreakMinutes(361)).toBe(30);
    expect(requiredBreakMinutes(540)).toBe(30);
    expect(requiredBreakMinutes(541)).toBe(45);
  });

  it('flags a day whose breaks fall short; pauses under 15 minutes do not count', () => {
    const long = work('2026-11-24T07:00:00+01:00', '2026-11-24T17:00:00+01:00', [
      { start: '2026-11-24T12:00:00+01:00', end: '2026-11-24T12:30:00+01:00' },
      { start: '2026-11-24T15:00:00+01:00', end: '2026-11-24T15:10:00+01:00' },
    ]);
    expect(checkBreaks([long], now)).toEqual([
      { date: '2026-11-24', workedMinutes: 560, breakMinutes: 30, requiredMinutes: 45, missingMinutes: 15 },
    ]);
    const withBreak: ActivityTimes = { kind: 'break', start: '2026-11-24T17:00:00+01:00', end: '2026-11-24T17:15:00+01:00' };
    expect(missingBreaks([long, withBreak], now)).toEqual([]);
    const sixAndABit = work('2026-11-23T08:00:00+01:00', '2026-11-23T14:30:00+01:00');
    expect(missingBreaks([sixAndABit], now)).toEqual([expect.objectContaining({ date: '2026-11-23', missingMinutes: 30 })]);
    // Training is working time; sickness is not.
    const training: ActivityTimes = { kind: 'training', start: '2026-11-22T08:00:00+01:00', end: '2026-11-22T15:00:00+01:00' };
    const sick: ActivityTimes = { kind: 'sickness', start: '2026-11-21T00:00:00+01:00', end: '2026-11-22T00:00:00+01:00' };
    expect(checkBreaks([training, sick], now).map((day) => [day.date, day.requiredMinutes])).toEqual([['2026-11-22', 30]]);
  });
});

describe('public holidays', () => {
  it('reads a state code from configuration in any case, else the fallback', () => {
    expect(germanStateOr(' by ', 'BW')).toBe('BY');
    expect(germanStateOr('Bayern', 'BW')).toBe('BW');
    expect(germanStateOr(undefined, 'NW')).toBe('NW');
  });
  it('knows the public holidays of Baden-Württemberg, not observances', () => {
    const bw = publicHolidays(2026, 'BW');
    expect(bw.get('2026-01-06')).toMatchObject({ name: 'Heilige Drei Könige', fraction: 1 });
    expect(bw.get('2026-06-04')).toMatchObject({ fraction: 1 });
    expect(bw.has('2026-02-16')).toBe(false); // Rosenmontag
    expect(bw.has('2026-11-18')).toBe(false); // Buß- und Bettag: Saxony only
    expect(holidayOn('2026-11-18', 'SN')).toMatchObject({ fraction: 1 });
    expect(holidayOn('2026-01-06', 'NW')).toBeNull();
    expect(publicHolidays(2026, 'BW')).toBe(bw);
  });

  it('counts 24.12. and 31.12. as half holidays', () => {
    expect(holidayOn('2026-12-24', 'BW')).toMatchObject({ fraction: 0.5 });
    expect(holidayOn('2026-12-31', 'BW')).toMatchObject({ fraction: 0.5 });
    expect(holidayOn('2026-12-25', 'BW')).toMatchObject({ fraction: 1 });
  });
});

const weekdays: ScheduleTimes = {
  validFrom: '2026-01-01',
  validTo: null,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
  shifts: [],
};

describe('planned time', () => {
  it('plans weekly windows and dated shifts, night shifts across DST with their real length', () => {
    expect(windowMinutes('2026-11-24', { start: '08:00', end: '16:30' })).toBe(510);
    expect(windowMinutes('2026-11-24', { start: '22:00', end: '06:00' })).toBe(480);
    expect(windowMinutes('2026-03-28', { start: '22:00', end: '06:00' })).toBe(420);
    expect(windowMinutes('2026-10-24', { start: '22:00', end: '06:00' })).toBe(540);
    expect(windowMinutes('2026-10-24', { start: '25:00', end: '06:00' })).toBe(0);
    const shifts: ScheduleTimes = {
      validFrom: '2026-11-01',
      validTo: '2026-11-30',
      weekly: [],
      shifts: [{ date: '2026-11-28', start: '07:00', end: '12:00' }],
    };
    expect(scheduledMinutes('2026-11-28', [weekdays, shifts])).toBe(300); // a Saturday
    expect(scheduledMinutes('2026-11-27', [weekdays, shifts])).toBe(480);
    expect(scheduledMinutes('2025-12-31', [weekdays])).toBe(0); // before validFrom
    expect(scheduledMinutes('2026-12-05', [shifts])).toBe(0); // after validTo
  });

  it('plans nothing on public holidays and half on half holidays', () => {
    expect(plannedMinutes('2026-01-06', [weekdays], 'BW')).toBe(0);
    expect(plannedMinutes('2026-01-06', [weekdays], 'NW')).toBe(480);
    expect(plannedMinutes('2026-12-24', [weekdays], 'BW')).toBe(240);
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it("frees each schedule on its own branch's holidays; the default state only for a schedule without one", () => {
    // Heilige Drei Könige (06.01.) is a holiday in Baden-Württemberg, not in Nordrhein-Westfalen.
    const inCologne: ScheduleTimes = { ...weekdays, weekly: [{ weekday: 2, start: '13:00', end: '17:00' }], state: 'NW' };
    const inKonstanz: ScheduleTimes = { ...weekdays, weekly: [{ weekday: 2, start: '08:00', end: '12:00' }], state: 'BW' };
    expect(plannedMinutes('2026-01-06', [inKonstanz, inCologne], 'BW')).toBe(240);
    expect(plannedMinutes('2026-01-06', [{ ...inCologne, state: undefined }], 'BW')).toBe(0);
    expect(plannedMinutes('2026-01-06', [inCologne], 'BW')).toBe(240);
    // The person's holiday that day is the one of the branch that plans them.
    expect(stateOn('2026-01-06', [inCologne], 'BW')).toBe('NW');
    expect(personalHolidayOn('2026-01-06', [inCologne], 'BW')).toBeNull();
    expect(personalHolidayOn('2026-01-06', [inKonstanz], 'NW')?.name).toBe('Heilige Drei Könige');
    expect(stateOn('2026-01-07', [], 'BY')).toBe('BY');
  });
});

import { addDays, datedWindowsOverlap, mondayOf, weekDays, weekdayOf, windowInstants, windowRange } from './week';

test('weeks: Monday of any day, seven days, calendar arithmetic across month, year and DST ends', () => {
  expect(mondayOf('2026-11-25')).toBe('2026-11-23');
  expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  expect(addDays('2026-10-20', 7)).toBe('2026-10-27');
  expect(addDays('2026-03-30', -7)).toBe('2026-03-23');
  expect(weekDays('2026-12-28')).toEqual([
    '2026-12-28',
    '2026-12-29',
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
    '2027-01-02',
    '2027-01-03',
  ]);
  expect(weekdayOf('2026-11-29')).toBe(7);
});

test('windows: ranges in minutes (night shifts past midnight), overlap without touching ends', () => {
  expect(windowRange({ start: '07:00', end: '15:30' })).toEqual([420, 930]);
  expect(windowRange({ start: '22:00', end: '06:00' })).toEqual([1320, 1800]);
  expect(windowRange({ start: 'x', end: '06:00' })).toBeNull();
  expect(
    datedWindowsOverlap({ date: '2026-11-24', start: '07:00', end: '12:00' }, { date: '2026-11-24', start: '11:00', end: '16:00' }),
  ).toBe(true);
  expect(
    datedWindowsOverlap({ date: '2026-11-24', start: '07:00', end: '12:00' }, { date: '2026-11-24', start: '12:00', end: '16:00' }),
  ).toBe(false);
  expect(
    datedWindowsOverlap({ date: '2026-11-24', start: '08:00', end: '09:00' }, { date: '2026-11-24', start: '07:00', end: '12:00' }),
  ).toBe(true);
  expect(
    datedWindowsOverlap({ date: '2026-11-24', start: '22:00', end: '02:00' }, { date: '2026-11-24', start: '23:00', end: '23:30' }),
  ).toBe(true);
  expect(
    datedWindowsOverlap({ date: '2026-11-24', start: 'bad', end: '02:00' }, { date: '2026-11-24', start: '23:00', end: '23:30' }),
  ).toBe(false);
});

test("a night shift reaches into the next day's morning; touching ends still do not overlap", () => {
  const night = { date: '2026-12-31', start: '22:00', end: '06:00' };
  expect(datedWindowsOverlap(night, { date: '2027-01-01', start: '05:00', end: '12:00' })).toBe(true);
  expect(datedWindowsOverlap({ date: '2027-01-01', start: '05:00', end: '12:00' }, night)).toBe(true);
  expect(datedWindowsOverlap(night, { date: '2027-01-01', start: '06:00', end: '12:00' })).toBe(false);
  expect(datedWindowsOverlap(night, { date: '2026-12-31', start: '21:00', end: '22:30' })).toBe(true);
  expect(datedWindowsOverlap(night, { date: '2027-01-02', start: '05:00', end: '12:00' })).toBe(false);
  expect(datedWindowsOverlap(night, { date: '2026-12-30', start: '22:00', end: '23:00' })).toBe(false);
  // The day before's night shift reaching past midnight, seen from the later day.
  expect(
    datedWindowsOverlap({ date: '2026-12-30', start: '20:00', end: '04:00' }, { date: '2026-12-31', start: '03:00', end: '08:00' }),
  ).toBe(true);
});

test('windows are real time: the nights the clocks change are an hour shorter or longer, overlaps are judged in real time', () => {
  const hours = (window: Parameters<typeof windowInstants>[0]) => {
    const span = windowInstants(window)!;
    return (span[1] - span[0]) / 3_600_000;
  };
  // 28.03.2027: 02:00 becomes 03:00; 31.10.2027: 03:00 becomes 02:00.
  expect(hours({ date: '2027-03-27', start: '22:00', end: '06:00' })).toBe(7);
  expect(hours({ date: '2027-10-30', start: '22:00', end: '06:00' })).toBe(9);
  expect(hours({ date: '2027-03-29', start: '22:00', end: '06:00' })).toBe(8);
  expect(windowInstants({ date: '2027-03-27', start: 'x', end: '06:00' })).toBeNull();
  expect(windowInstants({ date: '2027-03-28', start: '07:00', end: '12:00' })).toEqual([
    Date.parse('2027-03-28T07:00:00+02:00'),
    Date.parse('2027-03-28T12:00:00+02:00'),
  ]);

  // The spring night ends at 06:00 summer time: a 05:30 start collides, a 06:00 start touches.
  const spring = { date: '2027-03-27', start: '22:00', end: '06:00' };
  expect(datedWindowsOverlap(spring, { date: '2027-03-28', start: '05:30', end: '12:00' })).toBe(true);
  expect(datedWindowsOverlap(spring, { date: '2027-03-28', start: '06:00', end: '12:00' })).toBe(false);
  // An end in the skipped hour (02:30 does not exist) is 03:30 summer time: it reaches a 03:00 start.
  expect(
    datedWindowsOverlap({ date: '2027-03-27', start: '22:00', end: '02:30' }, { date: '2027-03-28', start: '03:00', end: '08:00' }),
  ).toBe(true);
  // Autumn: a night shift until 02:30 (the first 02:30) and one from 02:45 the same night follow each other.
  const autumn = { date: '2027-10-30', start: '22:00', end: '02:30' };
  expect(datedWindowsOverlap(autumn, { date: '2027-10-31', start: '02:45', end: '08:00' })).toBe(false);
  expect(datedWindowsOverlap(autumn, { date: '2027-10-31', start: '02:15', end: '08:00' })).toBe(true);
});

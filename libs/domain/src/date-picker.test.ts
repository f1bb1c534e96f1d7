import {
  canSaveDate,
  canSaveTime,
  clickDay,
  combineDateAndTime,
  isDaySelectable,
  isoWeekNumber,
  MINUTE_STEP,
  monthGrid,
  shiftMonth,
  stepTime,
  timePickerState,
  WEEKDAY_HEADERS,
} from './date-picker';
import { berlin } from './testing/fixtures';

describe('ISO week numbers', () => {
  it.each([
    ['2025-01-01', 1],
    ['2024-12-30', 1],
    ['2024-12-29', 52],
    ['2021-01-03', 53],
    ['2021-01-04', 1],
    ['2025-06-08', 23],
    ['2025-06-09', 24],
    ['2026-12-31', 53],
  ])('%s is in ISO week %d', (date, week) => {
    expect(isoWeekNumber(date)).toBe(week);
  });
  it('uses the zone for instants near midnight', () => {
    expect(isoWeekNumber(new Date('2025-06-08T22:30:00Z'))).toBe(24);
    expect(isoWeekNumber(new Date('2025-06-08T22:30:00Z'), 'UTC')).toBe(23);
  });
});

describe('month grid Mo–So (storefront.md §2.11, §5)', () => {
  const now = berlin('2025-06-10T09:00');
  const grid = monthGrid({ year: 2025, month: 6, now });

  it('has the weekday headers Mo to So', () => {
    expect(WEEKDAY_HEADERS).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  });

  it('whole weeks from Monday with ISO week numbers', () => {
    expect(grid.map((w) => w.weekNumber)).toEqual([22, 23, 24, 25, 26, 27]);
    expect(grid[0].days[0]).toEqual({ date: '2025-05-26', day: 26, isCurrentMonth: false, isToday: false, isPast: true, isDisabled: true });
    expect(grid[0].days[6]).toMatchObject({ date: '2025-06-01', isCurrentMonth: true });
    expect(grid[5].days[6]).toMatchObject({ date: '2025-07-06', isCurrentMonth: false });
    expect(grid.every((w) => w.days.length === 7)).toBe(true);
  });

  it('past days disabled, today and later enabled', () => {
    const days = grid.flatMap((w) => w.days);
    expect(days.find((d) => d.date === '2025-06-09')).toMatchObject({ isPast: true, isDisabled: true });
    expect(days.find((d) => d.date === '2025-06-10')).toMatchObject({ isToday: true, isPast: false, isDisabled: false });
    expect(days.find((d) => d.date === '2025-06-11')).toMatchObject({ isPast: false, isDisabled: false });
  });

  it('with available dates, days without a slot are disabled', () => {
    const days = monthGrid({ year: 2025, month: 6, now, availableDates: ['2025-06-12'] }).flatMap((w) => w.days);
    expect(days.find((d) => d.date === '2025-06-11')?.isDisabled).toBe(true);
    expect(days.find((d) => d.date === '2025-06-12')?.isDisabled).toBe(false);
  });

  it('a month starting on Monday and February', () => {
    const september = monthGrid({ year: 2025, month: 9, now });
    expect(september[0].days[0].date).toBe('2025-09-01');
    expect(september).toHaveLength(5);
    const feb = monthGrid({ year: 2027, month: 2, now, zone: 'Europe/Berlin' });
    expect(feb).toHaveLength(4);
    expect(feb[0].weekNumber).toBe(5);
  });

  it('a month across the DST switch still has whole days', () => {
    const march = monthGrid({ year: 2025, month: 3, now }).flatMap((w) => w.days);
    expect(march.filter((d) => d.isCurrentMonth)).toHaveLength(31);
    expect(march.map((d) => d.date)).toContain('2025-03-30');
    expect(march.map((d) => d.date)).toContain('2025-03-31');
  });

  it('previous and next month', () => {
    expect(shiftMonth(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth(2025, 6, 1)).toEqual({ year: 2025, month: 7 });
  });
});

describe('picking a day', () => {
  const now = berlin('2025-06-10T09:00');
  it('past days and days without slots cannot be picked; clicking them does nothing', () => {
    expect(isDaySelectable('2025-06-09', now)).toBe(false);
    expect(isDaySelectable('2025-06-10', now)).toBe(true);
    expect(isDaySelectable('2025-06-11', now, ['2025-06-12'])).toBe(false);
    expect(clickDay('2025-06-12', '2025-06-09', now)).toBe('2025-06-12');
    expect(clickDay(null, '2025-06-11', now, ['2025-06-12'])).toBeNull();
    expect(clickDay(null, '2025-06-12', now, ['2025-06-12'])).toBe('2025-06-12');
  });
  it('save is disabled for an unavailable date when available dates are given', () => {
    expect(canSaveDate('2025-06-11', ['2025-06-12'])).toBe(false);
    expect(canSaveDate('2025-06-12', ['2025-06-12'])).toBe(true);
    expect(canSaveDate(null, ['2025-06-12'])).toBe(false);
    expect(canSaveDate('2025-06-11', null)).toBe(true);
  });
});

describe('time picker (storefront.md §2.11, §5)', () => {
  it('no slots: the message; otherwise the slots with their label', () => {
    expect(timePickerState([])).toEqual({ message: 'Zum ausgewählten Tag sind keine Termine verfügbar.', label: null, slots: [] });
    expect(timePickerState(['08:00'])).toEqual({ message: null, label: 'Verfügbare Zeiten:', slots: ['08:00'] });
  });
  it('save is disabled outside the slots', () => {
    expect(canSaveTime('08:00', ['08:00', '08:15'])).toBe(true);
    expect(canSaveTime('08:05', ['08:00', '08:15'])).toBe(false);
    expect(canSaveTime(null, ['08:00'])).toBe(false);
    expect(canSaveTime('08:00', [])).toBe(false);
  });
  it.each([
    ['08:00', 'hour', 1, '09:00'],
    ['23:00', 'hour', 1, '00:00'],
    ['00:30', 'hour', -1, '23:30'],
    ['08:00', 'minute', 1, '08:05'],
    ['08:02', 'minute', 1, '08:05'],
    ['08:02', 'minute', -1, '08:00'],
    ['08:00', 'minute', -1, '08:55'],
    ['08:55', 'minute', 1, '08:00'],
    [null, 'minute', 1, '00:05'],
  ] as const)('%s %s %d → %s (minute step 5)', (time, unit, dir, expected) => {
    expect(stepTime(time, unit, dir)).toBe(expected);
  });
  it('minute step default', () => {
    expect(MINUTE_STEP).toBe(5);
    expect(stepTime('08:00', 'minute', 1, 15)).toBe('08:15');
  });
  it('combines a day and a time in the zone (DST-aware)', () => {
    expect(combineDateAndTime('2025-06-02', '10:30')).toBe('2025-06-02T10:30:00.000+02:00');
    expect(combineDateAndTime('2025-01-02', '10:30')).toBe('2025-01-02T10:30:00.000+01:00');
    expect(combineDateAndTime('2025-01-02', '24:00')).toBeNull();
    expect(combineDateAndTime('2025-01-02', 'x')).toBeNull();
    expect(combineDateAndTime('kein Tag', '10:00')).toBeNull();
  });
});

import { monthBalances } from './balances';
import { monthSheet } from './day-sheet';
import type { ActivityTimes, ScheduleTimes } from './types';

const schedules: ScheduleTimes[] = [
  {
    validFrom: '2026-01-01',
    validTo: null,
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
    shifts: [],
  },
];
const activities: ActivityTimes[] = [
  // Tue 6 Oct: 08:00–17:00 Berlin with a 30-minute pause.
  {
    kind: 'work',
    start: '2026-10-06T06:00:00Z',
    end: '2026-10-06T15:00:00Z',
    pauses: [{ start: '2026-10-06T10:00:00Z', end: '2026-10-06T10:30:00Z' }],
  },
  // Wed 7 Oct: two activities with a gap of an hour (a break too), training counts.
  { kind: 'work', start: '2026-10-07T06:00:00Z', end: '2026-10-07T10:00:00Z' },
  { kind: 'training', start: '2026-10-07T11:00:00Z', end: '2026-10-07T14:00:00Z' },
  // Thu 8 Oct: half a day's holiday; Fri 9: sick.
  { kind: 'holiday', start: '2026-10-07T22:00:00Z', end: '2026-10-08T22:00:00Z', isHalfDay: true },
  { kind: 'sickness', start: '2026-10-08T22:00:00Z', end: '2026-10-09T22:00:00Z' },
  // Sat 24 Oct 22:00 – Sun 25 Oct 06:00 Berlin: a night across the DST change (9 real hours, 2 + 7).
  { kind: 'work', start: '2026-10-24T20:00:00Z', end: '2026-10-25T05:00:00Z' },
];

test('a month day by day: times, breaks, worked, planned, absence credit, holidays; sums equal the month balance', () => {
  const days = monthSheet({ month: '2026-10', schedules, activities, state: 'BW', now: new Date('2026-10-31T12:00:00Z') });
  expect(days).toHaveLength(31);
  const day = (date: string) => days.find((entry) => entry.date === date)!;
  expect(day('2026-10-06')).toMatchObject({
    start: '08:00',
    end: '17:00',
    breakMinutes: 30,
    workedMinutes: 510,
    plannedMinutes: 480,
    balanceMinutes: 30,
  });
  expect(day('2026-10-07')).toMatchObject({ start: '08:00', end: '16:00', breakMinutes: 60, workedMinutes: 420, balanceMinutes: -60 });
  expect(day('2026-10-08')).toMatchObject({ absence: 'holiday', absenceMinutes: 240, balanceMinutes: -240, start: '' });
  expect(day('2026-10-09')).toMatchObject({ absence: 'sickness', absenceMinutes: 480, balanceMinutes: 0 });
  expect(day('2026-10-24')).toMatchObject({ start: '22:00', end: '06:00', workedMinutes: 120 });
  expect(day('2026-10-25')).toMatchObject({ start: '', workedMinutes: 420, plannedMinutes: 0 });
  expect(day('2026-10-03')).toMatchObject({ holiday: 'Tag der Deutschen Einheit', plannedMinutes: 0 });
  const [month] = monthBalances({
    from: '2026-10',
    to: '2026-10',
    schedules,
    activities,
    state: 'BW',
    now: new Date('2026-10-31T12:00:00Z'),
  });
  const sum = (key: 'workedMinutes' | 'plannedMinutes' | 'absenceMinutes' | 'balanceMinutes') =>
    days.reduce((total, entry) => total + entry[key], 0);
  expect(sum('plannedMinutes')).toBe(month!.plannedMinutes);
  expect(sum('workedMinutes')).toBe(month!.workedMinutes);
  expect(sum('absenceMinutes')).toBe(month!.absenceMinutes);
  expect(sum('balanceMinutes')).toBe(month!.balanceMinutes);
});

test('days after today are listed but do not count; a running activity counts up to now', () => {
  const days = monthSheet({
    month: '2026-11',
    schedules,
    activities: [{ kind: 'work', start: '2026-11-25T07:00:00Z', end: null }],
    state: 'BW',
    now: new Date('2026-11-25T09:00:00Z'),
  });
  expect(days.find((entry) => entry.date === '2026-11-25')).toMatchObject({
    start: '08:00',
    end: '10:00',
    workedMinutes: 120,
    isFuture: false,
  });
  expect(days.find((entry) => entry.date === '2026-11-26')).toMatchObject({ plannedMinutes: 0, balanceMinutes: 0, isFuture: true });
});

import { holidayAccount, holidayAccountWithCarry } from './holiday-account';
import { monthBalances, monthsBetween } from './balances';
import type { ActivityTimes, ScheduleTimes } from './types';

const weekdays: ScheduleTimes = {
  validFrom: '2026-01-01',
  validTo: null,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
  shifts: [],
};
const day = (date: string, from: string, to: string, pauses: ActivityTimes['pauses'] = []): ActivityTimes => ({
  kind: 'work',
  start: `${date}T${from}:00+01:00`,
  end: `${date}T${to}:00+01:00`,
  pauses,
});

describe('month balances', () => {
  it('carries overtime from month to month and counts the current month up to today', () => {
    // Only two days planned: a schedule valid 2026-10-30 (Fri) to 2026-11-02 (Mon).
    const schedule: ScheduleTimes = { ...weekdays, validFrom: '2026-10-30', validTo: '2026-11-02' };
    const activities: ActivityTimes[] = [
      {
        kind: 'work',
        start: '2026-10-30T07:00:00+01:00',
        end: '2026-10-30T17:30:00+01:00',
        pauses: [{ start: '2026-10-30T12:00:00+01:00', end: '2026-10-30T12:30:00+01:00' }],
      },
      { kind: 'training', start: '2026-11-02T08:00:00+01:00', end: '2026-11-02T12:00:00+01:00' },
    ];
    const months = monthBalances({
      from: '2026-10',
      to: '2026-11',
      openingMinutes: 15,
      schedules: [schedule],
      activities,
      state: 'BW',
      now: new Date('2026-11-25T12:00:00Z'),
    });
    expect(months).toEqual([
      { month: '2026-10', plannedMinutes: 480, workedMinutes: 600, absenceMinutes: 0, balanceMinutes: 120, carriedMinutes: 135 },
      { month: '2026-11', plannedMinutes: 480, workedMinutes: 240, absenceMinutes: 0, balanceMinutes: -240, carriedMinutes: -105 },
    ]);
    // Days after today are not planned yet.
    const early = monthBalances({
      from: '2026-11',
      to: '2026-11',
      schedules: [weekdays],
      activities: [],
      state: 'BW',
      now: new Date('2026-11-03T09:00:00Z'),
    });
    expect(early[0]!.plannedMinutes).toBe(2 * 480);
  });

  it('credits holiday and sickness days with their planned time, half days with half', () => {
    const activities: ActivityTimes[] = [
      { kind: 'holiday', start: '2026-12-21T00:00:00+01:00', end: '2026-12-23T00:00:00+01:00' },
      { kind: 'sickness', start: '2026-12-23T00:00:00+01:00', end: '2026-12-24T00:00:00+01:00', isHalfDay: true },
      day('2026-12-23', '12:00', '16:00'),
      { kind: 'break', start: '2026-12-23T12:00:00+01:00', end: '2026-12-23T12:30:00+01:00' },
    ];
    const [december] = monthBalances({
      from: '2026-12',
      to: '2026-12',
      schedules: [weekdays],
      activities,
      state: 'BW',
      now: new Date('2026-12-23T20:00:00Z'),
    });
    // 1.–23.12.: 17 working days planned, nothing left for Christmas yet.
    expect(december).toMatchObject({ plannedMinutes: 17 * 480, workedMinutes: 240, absenceMinutes: 2 * 480 + 240 });
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('holiday account', () => {
  it('counts planned working days only, half days as halves, public holidays not at all', () => {
    const activities: ActivityTimes[] = [
      // Mon 21.12. – Sun 3.1.: 21, 22, 23, 28, 29, 30 whole days; 24 and 31 half (half holidays);
      // 25, 26 public holidays, weekends unplanned; 2027 days belong to the next year's account.
      { kind: 'holiday', start: '2026-12-21T00:00:00+01:00', end: '2027-01-04T00:00:00+01:00' },
      { kind: 'holiday', start: '2026-06-05T00:00:00+02:00', end: '2026-06-06T00:00:00+02:00', isHalfDay: true },
      { kind: 'holiday', start: '2026-06-04T00:00:00+02:00', end: '2026-06-05T00:00:00+02:00' }, // Fronleichnam
      { kind: 'sickness', start: '2026-07-01T00:00:00+02:00', end: '2026-07-02T00:00:00+02:00' },
    ];
    expect(holidayAccount({ year: 2026, entitlementDays: 30, carriedDays: 2, activities, schedules: [weekdays], state: 'BW' })).toEqual({
      year: 2026,
      entitlementDays: 30,
      carriedDays: 2,
      expiredDays: 2, // none taken by 31.03.
      carriedUntil: '2026-03-31',
      takenDays: 6 + 0.5 + 0.5 + 0.5,
      halfDays: 3,
      remainingDays: 30 - 7.5,
    });
    // Planned at a branch in Niedersachsen, where Fronleichnam is a working day, it uses a day.
    expect(
      holidayAccount({ year: 2026, entitlementDays: 30, activities, schedules: [{ ...weekdays, state: 'NI' }], state: 'BW' }).takenDays,
    ).toBe(6 + 0.5 + 0.5 + 0.5 + 1);
    expect(holidayAccount({ year: 2027, entitlementDays: 30, activities, schedules: [weekdays], state: 'BW' })).toMatchObject({
      takenDays: 0, // 1.1. holiday, 2./3.1. weekend
      remainingDays: 30,
    });
  });

  it('carries what is left into the next year; days taken by 31.03. use it first, the rest lapses after', () => {
    const days = (start: string, end: string): ActivityTimes => ({ kind: 'holiday', start, end });
    // 2026: five weeks in spring; 2027: Mon 8.–Wed 10.3. (3 days) and Mon 12.–Fri 16.4. (5).
    const activities = [
      days('2026-03-02T00:00:00+01:00', '2026-04-06T00:00:00+02:00'),
      days('2027-03-08T00:00:00+01:00', '2027-03-11T00:00:00+01:00'),
      days('2027-04-12T00:00:00+02:00', '2027-04-17T00:00:00+02:00'),
    ];
    const input = { firstYear: 2026, year: 2027, entitlementOf: () => 30, activities, schedules: [weekdays], state: 'BW' as const };
    // 2.3.–3.4.2026: 25 weekdays, 3.4. is Good Friday: 24 taken, 6 left.
    expect(holidayAccountWithCarry({ ...input, year: 2026 })).toMatchObject({
      takenDays: 24,
      remainingDays: 6,
      carriedDays: 0,
      carriedUntil: null,
    });
    // Before the deadline the 6 carried days are all still there.
    expect(holidayAccountWithCarry({ ...input, today: '2027-03-20' })).toEqual({
      year: 2027,
      entitlementDays: 30,
      carriedDays: 6,
      expiredDays: 0,
      carriedUntil: '2027-03-31',
      takenDays: 8,
      halfDays: 0,
      remainingDays: 30 + 6 - 8,
    });
    // After it: 3 of the 6 were used in March, 3 lapse; April's days come from 2027's own.
    expect(holidayAccountWithCarry({ ...input, today: '2027-04-01' })).toMatchObject({ expiredDays: 3, remainingDays: 30 + 6 - 3 - 8 });
    // An overdraft is carried as it is and does not lapse.
    const overdraft = holidayAccountWithCarry({
      ...input,
      entitlementOf: (year: number) => (year === 2026 ? 20 : 30),
      today: '2027-06-01',
    });
    expect(overdraft).toMatchObject({ carriedDays: -4, expiredDays: 0, carriedUntil: null, remainingDays: 30 - 4 - 8 });
    // Nothing is carried into the first year.
    expect(holidayAccountWithCarry({ ...input, firstYear: 2027, today: '2027-04-01' })).toMatchObject({
      carriedDays: 0,
      remainingDays: 22,
    });
  });
});

import { berlinClock, inTimeWindow, isScheduleActive, signageScheduleSchema } from './schedule';

const schedule = (input: Record<string, unknown>) => signageScheduleSchema.parse(input);

describe('signage schedules in Berlin time', () => {
  it('reads the Berlin wall clock in winter and in summer time', () => {
    expect(berlinClock(new Date('2026-11-25T09:00:00Z'))).toEqual({ date: '2026-11-25', weekday: 3, minutes: 600 });
    expect(berlinClock(new Date('2026-07-05T22:30:00Z'))).toEqual({ date: '2026-07-06', weekday: 1, minutes: 30 });
  });

  it('windows include their start, exclude their end, and may run over midnight', () => {
    expect(inTimeWindow({ from: '06:00', to: '11:00' }, 360)).toBe(true);
    expect(inTimeWindow({ from: '06:00', to: '11:00' }, 660)).toBe(false);
    expect(inTimeWindow({ from: '22:00', to: '02:00' }, 60)).toBe(true);
    expect(inTimeWindow({ from: '22:00', to: '02:00' }, 720)).toBe(false);
    expect(inTimeWindow({ from: '00:00', to: '24:00' }, 1439)).toBe(true);
    expect(inTimeWindow({ from: '08:00', to: '08:00' }, 5)).toBe(true);
  });

  it('days, windows and dates all have to match; empty lists and null dates do not restrict', () => {
    const wednesdayTen = new Date('2026-11-25T09:00:00Z');
    expect(isScheduleActive(null, wednesdayTen)).toBe(true);
    expect(isScheduleActive(schedule({}), wednesdayTen)).toBe(true);
    expect(isScheduleActive(schedule({ days: [3] }), wednesdayTen)).toBe(true);
    expect(isScheduleActive(schedule({ days: [1, 2] }), wednesdayTen)).toBe(false);
    expect(isScheduleActive(schedule({ windows: [{ from: '06:00', to: '10:00' }] }), wednesdayTen)).toBe(false);
    expect(isScheduleActive(schedule({ windows: [{ from: '06:00', to: '10:01' }] }), wednesdayTen)).toBe(true);
    expect(isScheduleActive(schedule({ from: '2026-11-26' }), wednesdayTen)).toBe(false);
    expect(isScheduleActive(schedule({ to: '2026-11-24' }), wednesdayTen)).toBe(false);
    expect(isScheduleActive(schedule({ from: '2026-11-25', to: '2026-11-25' }), wednesdayTen)).toBe(true);
  });

  it('refuses clock times that do not exist', () => {
    expect(signageScheduleSchema.safeParse({ windows: [{ from: '24:30', to: '25:00' }] }).success).toBe(false);
    expect(signageScheduleSchema.safeParse({ days: [0] }).success).toBe(false);
  });
});

import type { HolidayAccountView } from '@asp/contracts';
import { monthSheet, type GermanState, type SheetDay } from '@asp/domain/working-time';
import { TABLES, type TimeTrackingDb } from '../tables';
import { userBalances, userHolidayAccount, type UserTimes } from '../time-sheets';

/** Everything a printed or exported month of one employee shows. */
export interface EmployeeMonth {
  user: { id: number; username: string; firstName: string; lastName: string };
  month: string;
  days: SheetDay[];
  plannedMinutes: number;
  workedMinutes: number;
  absenceMinutes: number;
  balanceMinutes: number;
  /** Time account before the month (carried in) and at its end. */
  openingMinutes: number;
  carriedMinutes: number;
  /** Days (halves possible) of holiday and sickness on planned days of the month. */
  holidayDays: number;
  sickDays: number;
  holiday: HolidayAccountView;
  isClosed: boolean;
}

export type SheetUser = EmployeeMonth['user'];

const share = (day: SheetDay) => (day.plannedMinutes > 0 ? Math.round((day.absenceMinutes / day.plannedMinutes) * 2) / 2 : 0);

/**
 * One employee's month by the working-time rules (the same sums as /api/time-sheets/balances),
 * from their times as loadUserTimes/loadTimesOfUsers read them.
 */
export function employeeMonth(
  times: UserTimes,
  user: SheetUser,
  sheet: { month: string; isClosed: boolean },
  state: GermanState,
  now: Date,
): EmployeeMonth {
  const { month } = sheet;
  const [balance] = userBalances(times, { from: month, to: month }, state, now).months;
  const days = monthSheet({ month, schedules: times.schedules, activities: times.activities, state, now });
  const count = (kind: 'holiday' | 'sickness') => days.filter((day) => day.absence === kind).reduce((sum, day) => sum + share(day), 0);
  return {
    user,
    month,
    days,
    plannedMinutes: balance!.plannedMinutes,
    workedMinutes: balance!.workedMinutes,
    absenceMinutes: balance!.absenceMinutes,
    balanceMinutes: balance!.balanceMinutes,
    openingMinutes: balance!.carriedMinutes - balance!.balanceMinutes,
    carriedMinutes: balance!.carriedMinutes,
    holidayDays: count('holiday'),
    sickDays: count('sickness'),
    holiday: userHolidayAccount(times, Number(month.slice(0, 4)), state, now),
    isClosed: sheet.isClosed,
  };
}

/** Whether a month ('YYYY-MM') is closed. */
export async function isMonthClosed(db: TimeTrackingDb, month: string): Promise<boolean> {
  return Boolean(await db.selectFrom(TABLES.monthClosings).select('month').where('month', '=', month).executeTakeFirst());
}

/** Users known to the replica by id (unknown ids are left out). */
export async function sheetUsers(db: TimeTrackingDb, ids: number[]): Promise<SheetUser[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom(TABLES.users).select(['id', 'username', 'first_name', 'last_name']).where('id', 'in', ids).execute();
  return rows
    .map((row) => ({ id: Number(row.id), username: row.username, firstName: row.first_name, lastName: row.last_name }))
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'de') || a.id - b.id);
}

/** 465 → '7:45', −30 → '-0:30' (ASCII minus: the PDF's standard font has no U+2212). */
export function clock(minutes: number, signed = false): string {
  const sign = minutes < 0 ? '-' : signed && minutes > 0 ? '+' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes as decimal hours with a German comma: 465 → '7,75'. */
export const decimalHours = (minutes: number): string => (minutes / 60).toFixed(2).replace('.', ',');

/** Days with a German comma: 1.5 → '1,5', 2 → '2'. */
export const decimalDays = (days: number): string => String(days).replace('.', ',');

export const germanDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

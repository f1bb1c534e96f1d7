import { timeSheetFileTexts as T } from '@asp/i18n';
import { decimalDays, decimalHours, type EmployeeMonth } from './month-sheet';

/** A CSV field: quoted when it holds the separator, a quote or a line break; a leading =+-@ is defused (spreadsheet formulas). */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The payroll export of a month (German spreadsheet CSV): UTF-8 with a byte order mark (so
 * Excel reads the umlauts), semicolons, decimal commas, CRLF line ends; one line per
 * employee with the month's hours, the time account and the holiday and sick days.
 */
export function payrollCsv(months: readonly EmployeeMonth[]): string {
  const lines = [T.csvColumns.map(field).join(';')];
  for (const sheet of months) {
    lines.push(
      [
        String(sheet.user.id),
        sheet.user.username,
        sheet.user.lastName,
        sheet.user.firstName,
        `${sheet.month.slice(5)}.${sheet.month.slice(0, 4)}`,
        decimalHours(sheet.plannedMinutes),
        decimalHours(sheet.workedMinutes),
        decimalHours(sheet.absenceMinutes),
        decimalHours(sheet.balanceMinutes),
        decimalHours(sheet.openingMinutes),
        decimalHours(sheet.carriedMinutes),
        decimalDays(sheet.holidayDays),
        decimalDays(sheet.sickDays),
        decimalDays(sheet.holiday.remainingDays),
      ]
        .map(field)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

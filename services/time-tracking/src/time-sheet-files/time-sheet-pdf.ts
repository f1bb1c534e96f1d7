import { fill, timeSheetFileTexts as T } from '@asp/i18n';
import { weekdayOf } from '@asp/domain/working-time';
import PDFDocument from 'pdfkit';
import { clock, decimalDays, germanDate, type EmployeeMonth } from './month-sheet';

const MARGIN = 40;
/** Column x positions and widths on A4 portrait (595 pt wide). */
const COLUMNS = [
  { x: 40, width: 62 },
  { x: 102, width: 26 },
  { x: 128, width: 42 },
  { x: 170, width: 42 },
  { x: 212, width: 42 },
  { x: 254, width: 44 },
  { x: 298, width: 44 },
  { x: 342, width: 48 },
  { x: 390, width: 165 },
];
const ROW = 15;

function remark(day: EmployeeMonth['days'][number]): string {
  const parts: string[] = [];
  if (day.holiday) parts.push(day.holiday);
  if (day.absence === 'holiday') parts.push(day.absenceMinutes > 0 && day.absenceMinutes < day.plannedMinutes ? T.halfHoliday : T.holiday);
  if (day.absence === 'sickness') parts.push(T.sickness);
  return parts.join(', ');
}

/**
 * The monthly time sheet of one employee as a PDF (pdfkit, A4, the standard Helvetica: its
 * WinAnsi encoding has the German letters and the en dash): a line per day with start,
 * end, breaks, worked, planned and balance, holidays and absences named; then the month's
 * sums, the time account carried in and out, and the year's holiday account.
 */
export function renderTimeSheetPdf(sheet: EmployeeMonth, printedAt: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${T.title} ${sheet.month}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const name = `${sheet.user.firstName} ${sheet.user.lastName}`.trim() || sheet.user.username;
  const monthLabel = `${sheet.month.slice(5)}.${sheet.month.slice(0, 4)}`;

  doc.font('Helvetica-Bold').fontSize(16).text(`${T.title} ${monthLabel}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`${T.employee}: ${name} (${sheet.user.username})`);
  doc.text(`${T.printedAt}: ${printedAt} – ${sheet.isClosed ? T.closed : T.open}`);
  doc.moveDown(0.8);

  let y = doc.y;
  const row = (cells: string[], bold = false) => {
    if (y > 800 - ROW) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => doc.text(cell, COLUMNS[index]!.x, y, { width: COLUMNS[index]!.width, lineBreak: false }));
    y += ROW;
  };
  row([...T.columns], true);
  for (const day of sheet.days) {
    const counted = !day.isFuture;
    row([
      germanDate(day.date),
      T.weekdays[weekdayOf(day.date) - 1]!,
      day.start,
      day.end,
      day.breakMinutes ? clock(day.breakMinutes) : '',
      day.workedMinutes ? clock(day.workedMinutes) : '',
      day.plannedMinutes ? clock(day.plannedMinutes) : '',
      counted && (day.plannedMinutes || day.workedMinutes) ? clock(day.balanceMinutes, true) : '',
      remark(day),
    ]);
  }
  row([T.totals, '', '', '', '', clock(sheet.workedMinutes), clock(sheet.plannedMinutes), clock(sheet.balanceMinutes, true), ''], true);

  doc.font('Helvetica').fontSize(10);
  const lines = [
    `${T.planned}: ${clock(sheet.plannedMinutes)}`,
    `${T.worked}: ${clock(sheet.workedMinutes)}`,
    `${T.absence}: ${clock(sheet.absenceMinutes)}`,
    `${T.balance}: ${clock(sheet.balanceMinutes, true)}`,
    `${T.opening}: ${clock(sheet.openingMinutes, true)}`,
    `${T.carried}: ${clock(sheet.carriedMinutes, true)}`,
    fill(T.holidayAccount, {
      year: sheet.holiday.year,
      entitlement: decimalDays(sheet.holiday.entitlementDays),
      carried: decimalDays(sheet.holiday.carriedDays),
      expired: decimalDays(sheet.holiday.expiredDays),
      taken: decimalDays(sheet.holiday.takenDays),
      remaining: decimalDays(sheet.holiday.remainingDays),
    }),
    T.hoursNote,
  ];
  y += ROW / 2;
  for (const line of lines) {
    if (y > 800 - ROW) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(line, MARGIN, y, { lineBreak: false });
    y += ROW;
  }
  doc.end();
  return done;
}

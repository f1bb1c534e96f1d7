/**
 * The numbers of the dashboard as one model for the table on screen and its CSV export, so
 * both carry exactly the same values: a column's kind fixes its decimals; the table shows
 * them with German grouping (1.234,50 €), the CSV with a decimal comma and no grouping
 * (1234,50) so a spreadsheet reads them as numbers.
 */
export type ColumnKind = 'text' | 'count' | 'decimal' | 'money' | 'percent' | 'hours';

export interface FigureColumn {
  label: string;
  kind: ColumnKind;
}

export type FigureCell = string | number | null;

export interface FigureTable {
  columns: FigureColumn[];
  rows: FigureCell[][];
}

const DECIMALS: Record<Exclude<ColumnKind, 'text'>, number> = { count: 0, decimal: 2, money: 2, percent: 1, hours: 2 };

function rounded(value: number, kind: Exclude<ColumnKind, 'text'>): number {
  const factor = 10 ** DECIMALS[kind];
  return Math.round(value * factor) / factor;
}

/** A cell as the table shows it (German grouping and unit), '–' for a missing value. */
export function displayCell(value: FigureCell, kind: ColumnKind): string {
  if (value === null || value === '') return '–';
  if (kind === 'text' || typeof value === 'string') return String(value);
  const digits = DECIMALS[kind];
  const text = rounded(value, kind).toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (kind === 'money') return `${text} €`;
  if (kind === 'percent') return `${text} %`;
  if (kind === 'hours') return `${text} h`;
  return text;
}

/** A cell as the CSV carries it: the same rounded number, decimal comma, no grouping, no unit. */
export function csvCell(value: FigureCell, kind: ColumnKind): string {
  if (value === null) return '';
  if (kind === 'text' || typeof value === 'string') return String(value);
  const digits = DECIMALS[kind];
  return rounded(value, kind).toFixed(digits).replace('.', ',');
}

function quoted(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Byte order mark: Excel opens the file as UTF-8 only with it (umlauts in item names). */
export const CSV_BOM = '\uFEFF';

/** The German CSV of a table: BOM, header line, semicolons, CRLF line ends, fields quoted when needed. */
export function buildCsv(table: FigureTable): string {
  const lines = [table.columns.map((column) => quoted(column.label)).join(';')];
  for (const row of table.rows) lines.push(row.map((cell, index) => quoted(csvCell(cell, table.columns[index]?.kind ?? 'text'))).join(';'));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name for a table's CSV: 'statistik-besucher-2026-11-01-2026-11-25.csv'. */
export function csvFileName(title: string, from: string, to: string): string {
  const slug = title
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statistik-${slug}-${from}-${to}.csv`;
}

/** Offers the CSV as a download (a Blob URL on a temporary link). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled (Firefox needs the URL a moment longer).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'none';

export interface Change {
  direction: ChangeDirection;
  /** '+12,5 %', '−3,0 %', '±0,0 %' or '–' without a comparable previous value. */
  text: string;
}

/** The change of a figure against the previous period in percent (none when the previous one is 0 or missing). */
export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null || previous === null || previous === 0) return { direction: 'none', text: '–' };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  const size = Math.abs(percent).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (percent > 0) return { direction: 'up', text: `+${size} %` };
  if (percent < 0) return { direction: 'down', text: `−${size} %` };
  return { direction: 'same', text: `±${size} %` };
}

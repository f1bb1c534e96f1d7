import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * A fresh ESC/POS encoder for one print. Code page cp858 (Latin-1 of DOS with €, Epson
 * table 19) holds every German letter (äöüÄÖÜß), € and the unit signs ² ³; selecting it
 * explicitly (instead of 'auto') gives every printer the same single ESC t command, and
 * the virtual printer decodes with the same table.
 */
export function newEncoder(columns: number): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', codepageMapping: 'epson', columns, feedBeforeCut: 4 })
    .initialize()
    .codepage('cp858');
}

/** Intl's money and date strings use no-break spaces; the receipt prints plain ones. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** `left` and `right` on one line of `width` characters; a long left side wraps above the right one. */
export function twoColumns(left: string, right: string, width: number): string[] {
  const room = width - right.length - 1;
  if (left.length <= room) return [left + ' '.repeat(width - left.length - right.length) + right];
  const lines = wrap(left, width);
  const last = lines[lines.length - 1]!;
  if (last.length <= room) return [...lines.slice(0, -1), last + ' '.repeat(width - last.length - right.length) + right];
  return [...lines, ' '.repeat(Math.max(0, width - right.length)) + right];
}

/** Word wrap to `width` characters (words longer than a line are cut). */
export function wrap(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  for (const paragraph of plain(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width - indent.length) {
        if (line) lines.push(line);
        line = '';
        lines.push(indent + rest.slice(0, width - indent.length));
        rest = rest.slice(width - indent.length);
      }
      if (!rest) continue;
      if (!line) line = indent + rest;
      else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
      else {
        lines.push(line);
        line = indent + rest;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

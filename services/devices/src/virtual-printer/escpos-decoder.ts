import { cp858Char } from './cp858';

/** ESC (0x1b) commands with a fixed number of parameter bytes (Epson ESC/POS reference). */
const ESC_PARAMS: Record<string, number> = {
  '@': 0,
  '2': 0,
  '<': 0,
  t: 1,
  M: 1,
  E: 1,
  '-': 1,
  a: 1,
  '!': 1,
  d: 1,
  J: 1,
  '3': 1,
  G: 1,
  '4': 1,
  V: 1,
  r: 1,
  R: 1,
  U: 1,
  '{': 1,
  c: 2,
  ' ': 1,
  $: 2,
  '\\': 2,
  p: 3,
};
/** GS (0x1d) commands with a fixed number of parameter bytes. */
const GS_PARAMS: Record<string, number> = { '!': 1, B: 1, b: 1, h: 1, w: 1, H: 1, f: 1, a: 1, L: 2, W: 2, P: 2, r: 1, I: 1 };
/** FS (0x1c) commands with a fixed number of parameter bytes. */
const FS_PARAMS: Record<string, number> = { '.': 0, '&': 0, C: 1, '!': 1, '-': 1, S: 2, W: 1 };

export interface DecodedPrint {
  /** The printed text, one line per line feed, trailing blanks removed. */
  text: string;
  /** Real-time status requests found (DLE EOT n): the n of each. */
  statusRequests: number[];
  cuts: number;
}

/**
 * Turns ESC/POS bytes back into the text a printer would print: printable bytes are read
 * with code page 858, line feeds end lines, every command (style, size, alignment, code
 * page, cut, barcodes, images) is skipped by its length. What it cannot parse it skips a
 * byte at a time, so a stray byte never hides the rest of a receipt.
 */
export function decodeEscPos(bytes: Uint8Array): DecodedPrint {
  const lines: string[] = [];
  const statusRequests: number[] = [];
  let line = '';
  let cuts = 0;
  let i = 0;
  const at = (offset: number) => bytes[i + offset] ?? 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (byte === 0x0a) {
      lines.push(line.trimEnd());
      line = '';
      i += 1;
    } else if (byte === 0x1b) {
      const command = String.fromCharCode(at(1));
      if (command === '*') {
        // Bit image: ESC * m nL nH, then (nL + 256 nH) × (1 or 3) bytes.
        const dots = at(3) + 256 * at(4);
        i += 5 + dots * (at(2) >= 32 ? 3 : 1);
      } else i += 2 + (ESC_PARAMS[command] ?? 0);
    } else if (byte === 0x1d) {
      const command = String.fromCharCode(at(1));
      if (command === 'V') {
        cuts += 1;
        // GS V m, plus n for the feed-and-cut forms (m = 65, 66, 97, 98, 103, 104).
        i += [65, 66, 97, 98, 103, 104].includes(at(2)) ? 4 : 3;
      } else if (command === '(' || command === '8') {
        // GS ( fn pL pH data (QR codes, PDF417 and the like).
        i += 5 + at(3) + 256 * at(4);
      } else if (command === 'k') {
        // Barcode: GS k m d1…dk NUL (m ≤ 6) or GS k m n d1…dn.
        if (at(2) <= 6) {
          let end = i + 3;
          while (end < bytes.length && bytes[end] !== 0) end++;
          i = end + 1;
        } else i += 4 + at(3);
      } else if (command === 'v' && at(2) === 0x30) {
        // Raster image: GS v 0 m xL xH yL yH, then (xL + 256 xH) × (yL + 256 yH) bytes.
        i += 8 + (at(4) + 256 * at(5)) * (at(6) + 256 * at(7));
      } else i += 2 + (GS_PARAMS[command] ?? 0);
    } else if (byte === 0x1c) {
      i += 2 + (FS_PARAMS[String.fromCharCode(at(1))] ?? 0);
    } else if (byte === 0x10) {
      // DLE EOT n (status), DLE ENQ n, DLE DC4 fn m t (pulse).
      if (at(1) === 0x04) statusRequests.push(at(2));
      i += at(1) === 0x14 ? 5 : 3;
    } else if (byte === 0x09) {
      line += ' ';
      i += 1;
    } else if (byte < 0x20 || byte === 0x7f) {
      i += 1;
    } else {
      line += cp858Char(byte);
      i += 1;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return { text: lines.join('\n'), statusRequests, cuts };
}

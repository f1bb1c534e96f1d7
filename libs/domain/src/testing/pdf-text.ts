import { inflateSync } from 'node:zlib';

/**
 * Reads back the texts of the PDFs the platform writes (pdfkit: the monthly time sheet), for
 * the time-tracking service tests and the e2e journey alike.
 */

/** WinAnsi codes 0x80–0x9F that differ from Latin-1 (the ones a German time sheet can hold). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x84: '„', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };

/**
 * The texts of a pdfkit PDF, one string per text operation (a `text()` call), in order:
 * every content stream is inflated (FlateDecode) and the hex strings of its TJ arrays
 * (pdfkit's standard fonts, WinAnsi-encoded, kerning numbers between them) are decoded.
 * Enough to read what pdfkit writes; not a general PDF parser.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  // A stream's bytes are as many as its dictionary's /Length says: compressed data may itself
  // end in a carriage return, so searching for the closing `endstream` would cut it short.
  const streams = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) =>
          Buffer.from(hex!, 'hex')
            .toJSON()
            .data.map((code) => WIN_ANSI[code] ?? String.fromCharCode(code))
            .join(''),
        )
        .join('');
      texts.push(text);
    }
  }
  return texts;
}

/** Whether `sequence` occurs in `texts` as consecutive items. */
export function containsRun(texts: readonly string[], sequence: readonly string[]): boolean {
  return texts.some((_, start) => sequence.every((item, offset) => texts[start + offset] === item));
}

import { deflateSync } from 'node:zlib';
import { containsRun, pdfTexts } from './pdf-text';

/** A PDF as pdfkit writes it: content streams with their /Length, TJ arrays of WinAnsi hex strings. */
function pdfWith(streams: Array<{ content: string; compress: boolean }>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.3\n', 'latin1')];
  streams.forEach(({ content, compress }, index) => {
    const body = compress ? deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content, 'latin1');
    const filter = compress ? ' /Filter /FlateDecode' : '';
    parts.push(Buffer.from(`${index + 1} 0 obj\n<< /Length ${body.length}${filter} >>\nstream\n`, 'latin1'), body);
    parts.push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  return Buffer.concat(parts);
}
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

test('reads the text operations of compressed and plain streams in order, kerning dropped, WinAnsi decoded', () => {
  const pdf = pdfWith([
    { content: `BT [<${hex('Stunden')}> 30 <${hex('zettel')}>] TJ ET BT [<${hex('Mitarbeiter: Klara')}>] TJ ET`, compress: true },
    { content: `BT [<${hex('07.12.2026')}> <96> <${hex('8,5 h')}>] TJ ET`, compress: false },
  ]);
  expect(pdfTexts(pdf)).toEqual(['Stundenzettel', 'Mitarbeiter: Klara', '07.12.2026–8,5 h']);
});

test('a compressed stream ending in a carriage return is read to its /Length, not cut at the first endstream', () => {
  // Find a text whose deflated bytes end in \r: the reader must not search for `endstream`.
  let text = '';
  for (let n = 0; n < 5000 && !text; n += 1) {
    const candidate = `BT [<${hex(`Zeile ${n}`)}>] TJ ET`;
    if (deflateSync(Buffer.from(candidate, 'latin1')).at(-1) === 0x0d) text = candidate;
  }
  expect(text).not.toBe('');
  expect(pdfTexts(pdfWith([{ content: text, compress: true }]))).toHaveLength(1);
});

test('containsRun finds consecutive items only', () => {
  expect(containsRun(['a', 'b', 'c'], ['b', 'c'])).toBe(true);
  expect(containsRun(['a', 'b', 'c'], ['a', 'c'])).toBe(false);
});

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fontFileFromWoff, sfntFromWoff } from '../src/woff-font';

/** The app icons' initial is set in Open Sans Bold, unpacked from the font package's WOFF. */
const WOFF = require.resolve('@fontsource/open-sans/files/open-sans-latin-700-normal.woff');

const tableOf = (font: Buffer, name: string) => {
  for (let index = 0; index < font.readUInt16BE(4); index += 1) {
    const at = 12 + index * 16;
    if (font.toString('latin1', at, at + 4) === name)
      return font.subarray(font.readUInt32BE(at + 8), font.readUInt32BE(at + 8) + font.readUInt32BE(at + 12));
  }
  return null;
};

it('unpacks a WOFF into a TrueType font with the same tables, each on a four-byte boundary', () => {
  const woff = readFileSync(WOFF);
  const font = sfntFromWoff(woff);
  expect(font.readUInt32BE(0)).toBe(0x00010000);
  expect(font.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
  // The head table's magic number sits at its offset 12; glyf and cmap were compressed in the WOFF.
  expect(tableOf(font, 'head')?.readUInt32BE(12)).toBe(0x5f0f3cf5);
  for (const name of ['glyf', 'cmap', 'name']) expect(tableOf(font, name)?.length).toBeGreaterThan(0);
  for (let index = 0; index < font.readUInt16BE(4); index += 1) expect(font.readUInt32BE(12 + index * 16 + 8) % 4).toBe(0);
  expect(() => sfntFromWoff(Buffer.from('keine Schrift, nur Text, der lang genug ist für einen Kopf'))).toThrow('keine WOFF-Datei');
});

it('is a font pango sets text in: the letter differs from the fallback typeface', async () => {
  const file = await fontFileFromWoff(WOFF);
  const letter = (font: string, fontfile?: string) =>
    sharp({ text: { text: 'Mg', font, ...(fontfile ? { fontfile } : {}), rgba: true, dpi: 72 } })
      .png()
      .toBuffer();
  const openSans = await letter('Open Sans Bold 100', file);
  const fallback = await letter('Kein Schriftname Bold 100');
  expect(openSans.equals(fallback)).toBe(false);
});

import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { drawAppIcons } from '../src/app-icons';

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
const FONT = require.resolve('@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf');

it("draws the shop's initial from the packaged TrueType font: ink in the centre, plain colour outside the safe circle", async () => {
  const icons = await drawAppIcons({ colour: '#ffffff', name: 'Metzgerei Huber', logo: null }, log);
  expect(log.warn).not.toHaveBeenCalled();
  const { data, info } = await sharp(icons.get('icon-512.png')!).raw().toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return data[at] + data[at + 1] + data[at + 2] < 100;
  };
  let centre = 0;
  let edge = 0;
  for (let y = 0; y < info.height; y += 4) {
    for (let x = 0; x < info.width; x += 4) {
      if (!dark(x, y)) continue;
      // The letter's box is half the side, centred; nothing is drawn outside the safe circle (80 %).
      const distance = Math.hypot(x - info.width / 2, y - info.height / 2);
      if (distance < info.width / 4) centre += 1;
      else if (distance > info.width * 0.4) edge += 1;
    }
  }
  expect(centre).toBeGreaterThan(200);
  expect(edge).toBe(0);
});

it('is a font pango sets text in: the letter differs from the fallback typeface', async () => {
  const letter = (font: string, fontfile?: string) =>
    sharp({ text: { text: 'Mg', font, ...(fontfile ? { fontfile } : {}), rgba: true, dpi: 72 } })
      .png()
      .toBuffer();
  expect((await letter('Open Sans Bold 100', FONT)).equals(await letter('Kein Schriftname Bold 100'))).toBe(false);
});

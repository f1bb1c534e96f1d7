import sharp from 'sharp';
import { uploadTexts } from '@asp/i18n';
import { dataUrl, errorsOf, makePdf, startContent, type Harness } from './helpers';

/**
 * Upload previews (website.md §3 `/upload/{publicHash}/preview/{id}-{version}.jpg`): a JPEG
 * of at most 320 px for images; PDFs and other files get the generic picture (no PDF
 * rasteriser is installed), which differs by type.
 */
let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h?.close());

async function upload(bytes: Buffer, mimeType: string, name: string) {
  const response = await h.upload(dataUrl(mimeType, bytes), name);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; version: number; publicHash: string };
}
const previewUrl = (file: { id: number; version: number; publicHash: string }) =>
  `/upload/${file.publicHash}/preview/${file.id}-${file.version}.jpg`;

test('an image gets a scaled JPEG of its own pixels', async () => {
  const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2060c0' } })
    .png()
    .toBuffer();
  const file = await upload(png, 'image/png', 'blau.png');
  const response = await h.call({ method: 'GET', url: previewUrl(file) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toContain('immutable');
  const meta = await sharp(response.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 160]);
  const [r, g, b] = await sharp(response.rawPayload).extract({ left: 160, top: 80, width: 1, height: 1 }).raw().toBuffer();
  expect(Math.abs(r - 0x20) + Math.abs(g - 0x60) + Math.abs(b - 0xc0)).toBeLessThan(20);

  const etag = response.headers.etag as string;
  expect((await h.call({ method: 'GET', url: previewUrl(file), headers: { 'if-none-match': etag } })).statusCode).toBe(304);
});

test('a PDF gets the generic preview (320 px, not the same as a text file), wrong links are the German 404', async () => {
  const pdf = await upload(makePdf(), 'application/pdf', 'rechnung.pdf');
  const text = await upload(Buffer.from('Hallo'), 'text/plain', 'notiz.txt');
  const pdfPreview = await h.call({ method: 'GET', url: previewUrl(pdf) });
  const textPreview = await h.call({ method: 'GET', url: previewUrl(text) });
  expect(pdfPreview.statusCode).toBe(200);
  expect((await sharp(pdfPreview.rawPayload).metadata()).width).toBe(320);
  expect(pdfPreview.rawPayload.equals(textPreview.rawPayload)).toBe(false);

  for (const url of [
    `/upload/${'A'.repeat(22)}/preview/${pdf.id}-1.jpg`,
    `/upload/${pdf.publicHash}/preview/${pdf.id}-2.jpg`,
    `/upload/${pdf.publicHash}/preview/${pdf.id}-1.png`,
  ]) {
    const response = await h.call({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(errorsOf(response)).toEqual([{ message: uploadTexts.fileNotFound }]);
  }
});

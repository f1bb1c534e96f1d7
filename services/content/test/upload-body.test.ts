import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, type Upload } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import { DataUrlDecoder } from '../src/data-url';
import { dataUrl, errorsOf, makePdf, makePng, startContent, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h.close());

/** The body as a stream of `size`-byte pieces without Content-Length, as a chunked upload arrives. */
const inPieces = (body: string, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(body.length / size) }, (_, i) => Buffer.from(body.slice(i * size, (i + 1) * size), 'latin1')),
  );

describe('DataUrlDecoder', () => {
  it.each([
    [0, 30],
    [1, 32],
    [2, 31],
  ])('decodes a file (%i padding characters) the same in pieces of any size', (padding, length) => {
    const bytes = makePng().subarray(0, length);
    const text = dataUrl('image/png', bytes);
    expect(/=*$/.exec(text)?.[0].length).toBe(padding);
    for (const size of [1, 2, 3, 5, 7, 64, text.length]) {
      const decoder = new DataUrlDecoder(1024);
      for (let at = 0; at < text.length; at += size) decoder.push(text.slice(at, at + size));
      const file = decoder.end();
      expect({
        size,
        mimeType: file?.mimeType,
        length: file?.size,
        same: file?.chunks && Buffer.concat(file.chunks).equals(bytes),
      }).toEqual({ size, mimeType: 'image/png', length: bytes.length, same: true });
    }
  });

  it('counts a file above its limit without keeping it', () => {
    const decoder = new DataUrlDecoder(10);
    decoder.push(dataUrl('text/plain', Buffer.alloc(40, 'a')));
    expect(decoder.end()).toEqual({ mimeType: 'text/plain', size: 40, chunks: null });
  });

  it('refuses a broken payload, whichever piece the fault is in', () => {
    for (const pieces of [
      ['data:text/plain;base64,QUJD', 'R@=='],
      ['data:text/plain;base64,QQ=', '=A'],
      ['data:text/pl', 'ain,QUJD'],
      ['QUJD'],
    ]) {
      const decoder = new DataUrlDecoder(100);
      pieces.forEach((piece) => decoder.push(piece));
      expect({ pieces, file: decoder.end() }).toEqual({ pieces, file: null });
    }
  });
});

describe('POST /api/uploads body reading', () => {
  it('reads a chunked body in small pieces, JSON escapes included', async () => {
    const pdf = makePdf('Grüße');
    const data = dataUrl('application/pdf', pdf).replace(/\//g, '\\/');
    const body = `{ "name" : "Gr\\u00fc\\u00dfe \\"Sommer\\".pdf",\n  "extra": "wird ignoriert", "data":"${data}" }`;
    const response = await h.call({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'application/json' },
      payload: inPieces(body, 7),
    });
    expect(response.statusCode).toBe(201);
    const upload = response.json().data as Upload;
    const stored = readFileSync(path.join(h.service.ctx.env.dataDir, 'uploads', upload.publicHash, `${upload.id}-1.pdf`));
    expect(stored.equals(pdf)).toBe(true);
    const row = await h.service.ctx.db.selectFrom('uploads').select('original_name').where('id', '=', upload.id).executeTakeFirstOrThrow();
    expect(row.original_name).toBe('Grüße "Sommer".pdf');
  });

  it("stops reading a chunked body past the route's limit: 413 with the 10 MB message", async () => {
    const huge = JSON.stringify({ data: dataUrl('text/plain', Buffer.alloc(UPLOAD_MAX_BYTES + 200_000, 'a')), name: 'riesig.txt' });
    const response = await h.call({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'application/json' },
      payload: inPieces(huge, 64 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)).toEqual([
      { message: 'Die Datei ist zu groß. Die maximal zulässige Dateigröße beträgt 10 MB.', field: 'data' },
    ]);
  });

  it('refuses malformed JSON and non-text values in German', async () => {
    for (const body of ['{"data": "data:image/png;base64,AAAA"', '{"data": 42}', '{"data": "a", "data": "b"}', '[]']) {
      const response = await h.call({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect({ body, status: response.statusCode, errors: errorsOf(response) }).toEqual({
        body,
        status: 400,
        errors: [{ message: validationTexts.invalid }],
      });
    }
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, uploadUrl, type Upload } from '@asp/contracts';
import { uploadTexts, validationTexts } from '@asp/i18n';
import { dataUrl, errorsOf, makeExecutable, makePdf, makePng, startContent, type Harness } from './helpers';

const tooLarge = 'Die Datei ist zu groß. Die maximal zulässige Dateigröße beträgt 10 MB.';

let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h.close());

async function uploadOk(data: string, name?: string): Promise<Upload> {
  const response = await h.upload(data, name);
  expect(response.statusCode).toBe(201);
  return response.json().data as Upload;
}

describe('POST /api/uploads', () => {
  it('stores a PNG anonymously and answers the upload entry', async () => {
    const png = makePng();
    const upload = await uploadOk(dataUrl('image/png', png), 'C:\\fakepath\\Logo Müller.png');
    expect(upload).toEqual({
      id: expect.any(Number),
      version: 1,
      extension: 'png',
      mimeType: 'image/png',
      publicHash: expect.stringMatching(/^[\w-]{22}$/),
    });
    const file = path.join(h.service.ctx.env.dataDir, 'uploads', upload.publicHash, `${upload.id}-1.png`);
    expect(readFileSync(file).equals(png)).toBe(true);
    const row = await h.service.ctx.db.selectFrom('uploads').selectAll().where('id', '=', upload.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ size: png.length, original_name: 'Logo Müller.png', extension: 'png', public_hash: upload.publicHash });
  });

  it('gives every upload its own unguessable hash', async () => {
    const png = dataUrl('image/png', makePng(2, 2));
    const [a, b] = [await uploadOk(png), await uploadOk(png)];
    expect(a.publicHash).not.toBe(b.publicHash);
    expect(b.id).toBe(a.id + 1);
  });

  it('takes the extension from the name when it agrees with the type (jpeg stays jpeg)', async () => {
    const pdf = await uploadOk(dataUrl('application/pdf', makePdf()));
    expect(pdf).toMatchObject({ extension: 'pdf', mimeType: 'application/pdf' });
    const csv = await uploadOk(dataUrl('application/vnd.ms-excel', Buffer.from('Menge;Preis\n2;3,50\n')), 'liste.csv');
    expect(csv).toMatchObject({ extension: 'csv', mimeType: 'text/csv' });
    const unknownType = await uploadOk(dataUrl('application/octet-stream', makePdf()), 'Angebot.PDF');
    expect(unknownType).toMatchObject({ extension: 'pdf', mimeType: 'application/pdf' });
  });

  it.each([
    ['a type outside the accept list', dataUrl('application/x-msdownload', makeExecutable()), 'setup.exe'],
    ['an extension outside the accept list', dataUrl('application/octet-stream', makeExecutable()), 'setup.exe'],
    ['no type and no name', dataUrl('application/octet-stream', makePdf()), undefined],
    ['a name contradicting the type', dataUrl('image/png', makePng()), 'bild.pdf'],
    ['a program renamed to .png', dataUrl('image/png', makeExecutable()), 'foto.png'],
    ['a program renamed to .pdf', dataUrl('application/pdf', makeExecutable()), 'rechnung.pdf'],
    ['a program renamed to .txt', dataUrl('text/plain', makeExecutable()), 'notiz.txt'],
    ['a PDF claiming to be a PNG', dataUrl('image/png', makePdf()), 'foto.png'],
  ])('refuses %s with the German file type message', async (_case, data, name) => {
    const response = await h.upload(data, name);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ message: validationTexts.fileType, field: 'data' }]);
  });

  it.each([
    ['not a data URL', 'hallo welt', uploadTexts.unreadable],
    ['not base64', 'data:image/png,rohdaten', uploadTexts.unreadable],
    ['a broken payload', 'data:image/png;base64,iVBO@@@=', uploadTexts.unreadable],
    ['padding in the middle', 'data:image/png;base64,iV==BORw', uploadTexts.unreadable],
    ['an empty file', 'data:image/png;base64,', uploadTexts.empty],
  ])('refuses %s in German', async (_case, data, message) => {
    const response = await h.upload(data, 'bild.png');
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ message, field: 'data' }]);
  });

  it('requires data', async () => {
    const response = await h.call({ method: 'POST', url: '/api/uploads', payload: { name: 'x.png' } });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ message: validationTexts.blank, field: 'data' }]);
  });

  it('refuses a file one byte above 10 MB, and a far larger body before reading it', async () => {
    const justOver = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 'a');
    const response = await h.upload(dataUrl('text/plain', justOver), 'gross.txt');
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ message: tooLarge, field: 'data' }]);

    const huge = await h.upload(dataUrl('text/plain', Buffer.alloc(UPLOAD_MAX_BYTES + 200_000, 'a')), 'riesig.txt');
    expect(huge.statusCode).toBe(413);
    expect(errorsOf(huge)[0].message).toBe(tooLarge);
    expect(await h.service.ctx.db.selectFrom('uploads').select('id').where('size', '>', UPLOAD_MAX_BYTES).execute()).toEqual([]);
  });

  it('refuses a chunked body (no content-length) past the limit with the file size message', async () => {
    const chunks = function* () {
      yield Buffer.from('{"name":"riesig.txt","data":"data:text/plain;base64,');
      for (let i = 0; i < 15; i++) yield Buffer.alloc(1024 * 1024, 'Q');
      yield Buffer.from('"}');
    };
    const response = await h.call({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'application/json' },
      payload: Readable.from(chunks()),
    });
    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)[0].message).toBe(tooLarge);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const upload = await uploadOk(dataUrl('text/plain', Buffer.alloc(UPLOAD_MAX_BYTES, 'b')), 'genau.txt');
    expect(upload.extension).toBe('txt');
  });
});

describe('GET /upload/{publicHash}/{id}-{version}.{extension}', () => {
  it('serves a PNG byte for byte, inline, with type, nosniff and long caching', async () => {
    const png = makePng(5, 5);
    const upload = await uploadOk(dataUrl('image/png', png), 'Logo Müller.png');
    const response = await h.call({ method: 'GET', url: uploadUrl(upload) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': `inline; filename="Logo M_ller.png"; filename*=UTF-8''Logo%20M%C3%BCller.png`,
    });
    const again = await h.call({ method: 'GET', url: uploadUrl(upload), headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a PDF inline and other types as a download', async () => {
    const pdf = makePdf('Angebot');
    const pdfUpload = await uploadOk(dataUrl('application/pdf', pdf), 'Angebot.pdf');
    const pdfResponse = await h.call({ method: 'GET', url: uploadUrl(pdfUpload) });
    expect(pdfResponse.rawPayload.equals(pdf)).toBe(true);
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(pdfResponse.headers['content-disposition']).toMatch(/^inline; filename="Angebot.pdf"/);

    const csv = Buffer.from('Artikel;Menge\nLeberkäse;2\n');
    const csvUpload = await uploadOk(dataUrl('text/csv', csv), 'bestellung.csv');
    const csvResponse = await h.call({ method: 'GET', url: uploadUrl(csvUpload) });
    expect(csvResponse.rawPayload.equals(csv)).toBe(true);
    expect(csvResponse.headers['content-type']).toBe('text/csv');
    expect(csvResponse.headers['content-disposition']).toMatch(/^attachment; filename="bestellung.csv"/);
  });

  it('serves an SVG under a policy that lets it run nothing', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const upload = await uploadOk(dataUrl('image/svg+xml', svg), 'logo.svg');
    const response = await h.call({ method: 'GET', url: uploadUrl(upload) });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 in German for anything but the exact link', async () => {
    const upload = await uploadOk(dataUrl('image/png', makePng()));
    const otherHash = 'A'.repeat(22);
    const urls = [
      `/upload/${otherHash}/${upload.id}-1.png`,
      `/upload/${upload.publicHash}/${upload.id}-2.png`,
      `/upload/${upload.publicHash}/${upload.id}-1.jpg`,
      `/upload/${upload.publicHash}/${upload.id + 1000}-1.png`,
      `/upload/${upload.publicHash}/${upload.id}.png`,
      `/upload/kurz/${upload.id}-1.png`,
      `/upload/${upload.publicHash}/..%2F..%2Fetc%2Fpasswd`,
    ];
    for (const url of urls) {
      const response = await h.call({ method: 'GET', url });
      expect({ url, status: response.statusCode, errors: errorsOf(response) }).toEqual({
        url,
        status: 404,
        errors: [{ message: uploadTexts.fileNotFound }],
      });
    }
    expect((await h.call({ method: 'GET', url: uploadUrl(upload) })).statusCode).toBe(200);
  });

  it('answers 404 (not a broken stream) when the file went missing from disk', async () => {
    const upload = await uploadOk(dataUrl('image/png', makePng()));
    const storage = path.join(h.service.ctx.env.dataDir, 'uploads', upload.publicHash);
    await import('node:fs/promises').then((fs) => fs.rm(storage, { recursive: true }));
    expect(existsSync(storage)).toBe(false);
    const response = await h.call({ method: 'GET', url: uploadUrl(upload) });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

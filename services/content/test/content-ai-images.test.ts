import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import type { Image } from '@asp/contracts';
import { websiteContentTexts } from '@asp/i18n';
import { readContentOptions } from '../src/config';
import { errorsOf, startContent, type Harness } from './helpers';

/**
 * AI images (POST /api/content-ai/generate/image, mode 'create'): the adapter against a small
 * local HTTP server speaking the OpenAI images format (and chat completions for the alt-text
 * form). A picture is stored as a suggestion — staff only until someone accepts it — and
 * nothing is stored when the provider fails, is slow, or answers something that is no image.
 */
interface Seen {
  url?: string;
  authorization?: string;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .png()
    .toBuffer();
const generated = (bytes: Buffer | string) => ({
  created: 1_700_000_000,
  data: [{ b64_json: Buffer.isBuffer(bytes) ? bytes.toString('base64') : bytes }],
});

let server: http.Server;
let h: Harness;
let textOnly: Harness;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !['/v1/images/generations', '/v1/chat/completions'].includes(request.url ?? '')) {
        return response.writeHead(404).end();
      }
      seen.push({ url: request.url, authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString()) });
      const send = () => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const text = { CONTENT_AI_BASE_URL: `http://127.0.0.1:${port}/v1`, CONTENT_AI_MODEL: 'metzger-7b', CONTENT_AI_API_KEY: 'geheim' };
  const { ai, aiImage } = readContentOptions({ ...text, CONTENT_AI_IMAGE_MODEL: 'bild-1', CONTENT_AI_IMAGE_TIMEOUT_MS: '1000' });
  h = await startContent({}, { ai, aiImage });
  textOnly = await startContent({}, { ai: readContentOptions(text).ai });
});
afterAll(async () => {
  await h?.close();
  await textOnly?.close();
  await new Promise((resolve) => server.close(resolve));
});

const generate = (harness: Harness, payload: Record<string, unknown>, headers = harness.admin) =>
  harness.call({ method: 'POST', url: '/api/content-ai/generate/image', headers, payload });

/** What is stored: image records, `created` events and original files — none may grow after a failed call. */
async function stored(harness: Harness) {
  const list = await harness.call({ method: 'GET', url: '/api/images?limit=1&offset=0', headers: harness.admin });
  const created = (await harness.events()).filter((row) => row.subject === 'content.image.created').length;
  const files = await readdir(path.join(harness.service.ctx.env.dataDir, 'images', 'original')).catch(() => []);
  return { records: Number(list.headers['x-total-count']), created, files: files.length };
}

async function whenReady(id: number, timeout = 60_000): Promise<Image> {
  const started = Date.now();
  for (;;) {
    const image = (await h.call({ method: 'GET', url: `/api/images/${id}`, headers: h.admin })).json().data as Image;
    if (image.status !== 'processing') return image;
    if (Date.now() - started > timeout) throw new Error(`image ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a generated picture is stored as a suggestion: sizes made, staff only until saved, then public', async () => {
  answer = { status: 200, body: generated(await png(384, 256)) };
  const response = await generate(h, { mode: 'create', prompt: 'Grillplatte mit Bratwürsten', size: '1536x1024' });
  expect(response.statusCode).toBe(201);
  const { image, model } = response.json().data as { image: Image; model: string };
  expect(model).toBe('bild-1');
  expect(image).toMatchObject({
    version: 1,
    extension: 'png',
    mimeType: 'image/png',
    width: 384,
    height: 256,
    alt: 'Grillplatte mit Bratwürsten',
    name: 'ki-bild.png',
    status: 'processing',
    suggestion: true,
  });
  const request = seen.at(-1)!;
  expect(request.url).toBe('/v1/images/generations');
  expect(request.authorization).toBe('Bearer geheim');
  expect(request.body).toMatchObject({ model: 'bild-1', n: 1, size: '1536x1024', response_format: 'b64_json' });
  expect(String(request.body.prompt)).toContain('Grillplatte mit Bratwürsten');
  expect((await h.events()).filter((row) => row.subject === 'content.image.created').at(-1)?.payload).toMatchObject({ id: image.id });

  // The sizes job runs as for an upload.
  expect((await whenReady(image.id)).status).toBe('ready');
  const anonymous = await h.call({ method: 'GET', url: `/image/small/${image.id}-1.png` });
  expect([anonymous.statusCode, errorsOf(anonymous)[0]?.message]).toEqual([404, 'Das angeforderte Bild wurde nicht gefunden.']);
  const staff = await h.call({ method: 'GET', url: `/image/small/${image.id}-1.png`, headers: { ...h.admin, accept: 'image/webp' } });
  expect([staff.statusCode, staff.headers['cache-control']]).toEqual([200, 'private, no-cache']);
  expect((await sharp(staff.rawPayload).metadata()).format).toBe('webp');

  const ids = async (filter: string) =>
    ((await h.call({ method: 'GET', url: `/api/images?${filter}`, headers: h.admin })).json().data as Image[]).map((row) => row.id);
  expect(await ids('suggestion=true')).toContain(image.id);
  expect(await ids('suggestion=false')).not.toContain(image.id);

  // Saving it (the back office's 'Übernehmen') makes it an ordinary image.
  const accepted = await h.call({ method: 'PUT', url: `/api/images/${image.id}`, headers: h.admin, payload: { alt: 'Grillplatte' } });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().data.suggestion).toBeUndefined();
  expect(await ids('suggestion=false')).toContain(image.id);
  const published = await h.call({ method: 'GET', url: `/image/small/${image.id}-1.png` });
  expect([published.statusCode, published.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
});

test('a failing, slow or malformed provider answer is the German 502 and stores nothing', async () => {
  const truncated = (await png(200, 200)).subarray(0, 120);
  const answers = [
    { status: 500, body: { error: { message: 'overloaded' } } },
    { status: 200, body: { data: [] } },
    { status: 200, body: { data: [{ url: 'https://example.invalid/bild.png' }] } },
    { status: 200, body: generated(Buffer.from('Das ist kein Bild, nur Text.')) },
    { status: 200, body: generated('kein base64!') },
    { status: 200, body: generated(truncated) },
    { status: 200, body: generated(await png(8, 8)) },
    { status: 200, body: generated(await png(200, 200)), delayMs: 1_500 },
  ];
  const before = await stored(h);
  for (const next of answers) {
    answer = next;
    const response = await generate(h, { mode: 'create', prompt: 'Schinkenplatte' });
    expect([JSON.stringify(next.body).slice(0, 60), response.statusCode, errorsOf(response)]).toEqual([
      JSON.stringify(next.body).slice(0, 60),
      502,
      [{ message: websiteContentTexts.aiImageFailed }],
    ]);
  }
  expect(await stored(h)).toEqual(before);
});

test('without an image model: the German 503, the provider is never asked, nothing stored', async () => {
  const before = { seen: seen.length, stored: await stored(textOnly) };
  const response = await generate(textOnly, { mode: 'create', prompt: 'Schinkenplatte' });
  expect([response.statusCode, errorsOf(response)]).toEqual([503, [{ message: websiteContentTexts.aiImageNotConfigured }]]);
  expect(seen.length).toBe(before.seen);
  expect(await stored(textOnly)).toEqual(before.stored);
  expect(readContentOptions({ CONTENT_AI_IMAGE_MODEL: 'bild-1' }).aiImage).toBeNull();
});

test('the alt-text form still answers a suggestion (with or without mode); admins only; a prompt is required to create', async () => {
  answer = { status: 200, body: generated(await png(256, 256)) };
  const { image } = (await generate(h, { mode: 'create', prompt: 'Aufschnitt' })).json().data as { image: Image };
  answer = {
    status: 200,
    body: { model: 'metzger-7b', choices: [{ index: 0, message: { role: 'assistant', content: 'Aufschnittplatte mit Salami' } }] },
  };
  for (const payload of [{ imageId: image.id }, { mode: 'alt', imageId: image.id, prompt: 'kurz' }]) {
    const response = await generate(h, payload);
    expect([response.statusCode, response.json().data]).toEqual([200, { alt: 'Aufschnittplatte mit Salami', model: 'metzger-7b' }]);
    expect(seen.at(-1)?.url).toBe('/v1/chat/completions');
  }
  expect((await generate(h, { mode: 'create', prompt: 'x' }, h.employee)).statusCode).toBe(403);
  const blank = await generate(h, { mode: 'create', prompt: '  ', size: '1024x1024' });
  expect([blank.statusCode, errorsOf(blank).map((error) => error.field)]).toEqual([400, ['prompt']]);
  const size = await generate(h, { mode: 'create', prompt: 'x', size: '4000x4000' });
  expect([size.statusCode, errorsOf(size).map((error) => error.field)]).toEqual([400, ['size']]);
});

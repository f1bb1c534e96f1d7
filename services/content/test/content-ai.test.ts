import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { websiteContentTexts } from '@asp/i18n';
import { readContentOptions } from '../src/config';
import { errorsOf, startContent, type Harness } from './helpers';

/**
 * AI content (document 1 §7): the OpenAI-compatible adapter against a small local HTTP
 * server speaking the chat-completions format; the text lands in the site's DRAFT, the
 * published page is unchanged; without configuration a German 503, never a text.
 */
interface Seen {
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[] };
}
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  model: 'metzger-7b',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

let server: http.Server;
let h: Harness;
let unconfigured: Harness;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return response.writeHead(404).end();
      seen.push({ authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString()) });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ai = readContentOptions({
    CONTENT_AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    CONTENT_AI_MODEL: 'metzger-7b',
    CONTENT_AI_API_KEY: 'geheim',
  }).ai;
  h = await startContent({}, { ai });
  unconfigured = await startContent();
});
afterAll(async () => {
  await h?.close();
  await unconfigured?.close();
  await new Promise((resolve) => server.close(resolve));
});

async function createSite(harness: Harness, path: string) {
  const payload = {
    path,
    title: 'Grillzeit',
    name: 'Grillzeit',
    isPublic: true,
    content: { body: [{ type: 'text', value: { text: '<p>Alt</p>' } }] },
  };
  const response = await harness.call({ method: 'POST', url: '/api/sites', headers: harness.admin, payload });
  return response.json().data.id as number;
}

test('generated text is appended to the draft (sanitised); the published page stays as it was', async () => {
  const id = await createSite(h, '/grillzeit');
  answer = { status: 200, body: completion('<p>Unsere <strong>Grillwürste</strong> sind da.</p><script>alert(1)</script>') };
  const response = await h.call({
    method: 'POST',
    url: `/api/content-ai/generate/site/${id}`,
    headers: h.admin,
    payload: { prompt: 'Grillsaison ankündigen', target: 'textBlock' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ text: '<p>Unsere <strong>Grillwürste</strong> sind da.</p>', model: 'metzger-7b' });
  const request = seen.at(-1)!;
  expect(request.authorization).toBe('Bearer geheim');
  expect(request.body.model).toBe('metzger-7b');
  expect(request.body.messages.at(-1)?.content).toContain('Grillsaison ankündigen');

  const draft = (await h.call({ method: 'GET', url: `/api/sites/${id}/draft`, headers: h.admin })).json().data;
  expect(draft.hasDraft).toBe(true);
  expect(draft.data.content.body).toEqual([
    { type: 'text', value: { text: '<p>Alt</p>' } },
    { type: 'text', value: { text: '<p>Unsere <strong>Grillwürste</strong> sind da.</p>' } },
  ]);
  const published = (await h.call({ method: 'GET', url: `/api/sites/${id}` })).json().data;
  expect(published.content.body).toHaveLength(1);

  answer = { status: 200, body: completion('Frische Grillspezialitäten aus eigener Herstellung.') };
  await h.call({
    method: 'POST',
    url: `/api/content-ai/generate/site/${id}`,
    headers: h.admin,
    payload: { prompt: 'kurz', target: 'description' },
  });
  const withDescription = (await h.call({ method: 'GET', url: `/api/sites/${id}/draft`, headers: h.admin })).json().data;
  expect(withDescription.data.description).toBe('Frische Grillspezialitäten aus eigener Herstellung.');
  expect(withDescription.data.content.body).toHaveLength(2);
});

test('a failing or malformed provider answer is the German 502 and changes nothing', async () => {
  const id = await createSite(h, '/grill-fehler');
  for (const body of [{ error: { message: 'overloaded' } }, { choices: [] }, completion('   ')]) {
    answer = { status: 'error' in body ? 500 : 200, body };
    const response = await h.call({
      method: 'POST',
      url: `/api/content-ai/generate/site/${id}`,
      headers: h.admin,
      payload: { prompt: 'x' },
    });
    expect(response.statusCode).toBe(502);
    expect(errorsOf(response)).toEqual([{ message: websiteContentTexts.aiFailed }]);
  }
  expect((await h.call({ method: 'GET', url: `/api/sites/${id}/draft`, headers: h.admin })).json().data.hasDraft).toBe(false);
});

test('without configuration: a clear German 503, the provider is never asked; admins only', async () => {
  const id = await createSite(unconfigured, '/ohne-ki');
  const before = seen.length;
  const response = await unconfigured.call({
    method: 'POST',
    url: `/api/content-ai/generate/site/${id}`,
    headers: unconfigured.admin,
    payload: { prompt: 'x' },
  });
  expect(response.statusCode).toBe(503);
  expect(errorsOf(response)).toEqual([{ message: websiteContentTexts.aiNotConfigured }]);
  const image = await unconfigured.call({
    method: 'POST',
    url: '/api/content-ai/generate/image',
    headers: unconfigured.admin,
    payload: { imageId: 1 },
  });
  expect([404, 503]).toContain(image.statusCode);
  expect(seen.length).toBe(before);
  expect(
    (await h.call({ method: 'POST', url: `/api/content-ai/generate/site/${id}`, headers: h.employee, payload: { prompt: 'x' } }))
      .statusCode,
  ).toBe(403);
});

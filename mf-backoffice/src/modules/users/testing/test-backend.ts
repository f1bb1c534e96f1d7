// Test-only (imported by *.test.tsx, never by app code): the server side of the tests needs Node.
// eslint-disable-next-line no-restricted-imports
import http from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { configureApiOrigin } from '@asp/web-kit';

/**
 * Test-only: a real HTTP server on 127.0.0.1 standing in for the services, and a fetch over
 * node:http for jsdom (which has none), so the screens, their store and the web-kit client
 * run for real and only the answers are scripted (by method and path).
 */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Route = (request: { method: string; url: string; body: unknown }) => Answer | undefined;

function nodeFetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          headers: { get: (name: string) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: async () => Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

export async function startTestBackend(route: Route) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const request = { method: req.method ?? '', url: req.url ?? '', body: raw ? JSON.parse(raw) : undefined };
    seen.push(request);
    const answer = route(request) ?? { status: 404, body: { errors: [{ message: 'nicht gefunden' }] } };
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  globalThis.fetch = nodeFetch as unknown as typeof fetch;
  return { seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

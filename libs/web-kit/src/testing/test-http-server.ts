import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface TestReply {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON (e.g. an HTML page). */
  text?: string;
  /** Extra response headers, e.g. x-total-count of a paged list. */
  headers?: Record<string, string>;
}

/**
 * A real HTTP server on 127.0.0.1 for tests of the browser API code: the code
 * under test runs its real fetch against it, so only the network boundary is
 * scripted, never the client itself.
 */
export async function startTestHttpServer(handle: (request: SeenRequest) => TestReply | Promise<TestReply>) {
  const seen: SeenRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const request: SeenRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
    };
    seen.push(request);
    const reply = await handle(request);
    if (reply.text !== undefined) {
      res.writeHead(reply.status, { 'Content-Type': 'text/html' }).end(reply.text);
    } else if (reply.body === undefined) {
      res.writeHead(reply.status).end();
    } else {
      res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

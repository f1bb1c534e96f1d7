// The schema-driven bad-input sweep (issue 10) against a running platform.
//
//   npx tsx bench/hostile-input.ts                       (gateway at http://localhost:8080)
//   npx tsx bench/hostile-input.ts http://127.0.0.1:3002 (one service directly)
//   BENCH_USER=admin BENCH_PASSWORD=demo1234 BENCH_CONCURRENCY=4 npx tsx bench/hostile-input.ts
//
// Reads every service's OpenAPI document (the gateway's /api/docs; a service's own
// /openapi.json when the base URL is a service), signs in as the demo admin, and sends
// the cases the service tests send (server-kit/testing/hostile-cases.ts) anonymously and
// as the admin. "stored" is the growth of every list the admin can read (GET routes
// without path parameters), summed. The last line is `requests=N 5xx=N stored=N`.
// Mind the gateway's rate limit (GATEWAY_RATE_LIMIT_MAX): 429 answers are counted apart.
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@asp/server-kit';
import { describeFindings, runHostileSweep, type OpenApiDocument } from '@asp/server-kit/testing';

const base = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

async function documents(): Promise<Array<{ service: string; doc: OpenApiDocument }>> {
  const list = await fetch(`${base}/api/docs`);
  if (!list.ok) return [{ service: base, doc: (await (await fetch(`${base}/openapi.json`)).json()) as OpenApiDocument }];
  const { data } = (await list.json()) as { data: Array<{ service: string; url: string }> };
  const docs = await Promise.all(
    data.map(async ({ service, url }) => {
      const response = await fetch(`${base}${url}`);
      return response.ok ? { service, doc: (await response.json()) as OpenApiDocument } : null;
    }),
  );
  return docs.filter((item): item is { service: string; doc: OpenApiDocument } => item !== null);
}

/** Cookie and CSRF header of the demo admin; empty (anonymous only) when the login fails. */
async function adminHeaders(): Promise<Record<string, string> | null> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.BENCH_USER ?? 'admin', password: process.env.BENCH_PASSWORD ?? 'demo1234' }),
  }).catch(() => null);
  if (!response?.ok) return null;
  const cookies = new Map(response.headers.getSetCookie().map((line) => line.split(';')[0].split('=') as [string, string]));
  const session = cookies.get(SESSION_COOKIE);
  const csrf = cookies.get(CSRF_COOKIE) ?? '';
  return session ? { cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf } : null;
}

/** Records in every list the caller can read: GET routes without path parameters. */
async function listSizes(docs: OpenApiDocument[], headers: Record<string, string>): Promise<number> {
  let total = 0;
  for (const doc of docs) {
    for (const [route, operations] of Object.entries(doc.paths ?? {})) {
      if (!operations.get || route.includes('{') || route.endsWith('/events')) continue;
      const response = await fetch(`${base}${route}`, { headers, signal: AbortSignal.timeout(5000) }).catch(() => null);
      const body = response?.ok ? ((await response.json().catch(() => null)) as { data?: unknown } | null) : null;
      if (Array.isArray(body?.data)) total += body.data.length;
    }
  }
  return total;
}

async function main(): Promise<void> {
  const docs = await documents();
  const admin = await adminHeaders();
  if (!admin) console.log('login as admin failed: anonymous sweep only');
  const callers: Record<string, Record<string, string>> = admin ? { anonymous: {}, admin } : { anonymous: {} };
  const before = await listSizes(
    docs.map((d) => d.doc),
    admin ?? {},
  );
  let requests = 0;
  let serverErrors = 0;
  for (const { service, doc } of docs) {
    const started = Date.now();
    const result = await runHostileSweep(doc, {
      callers,
      concurrency: CONCURRENCY,
      send: async ({ method, url, headers, payload }) => {
        const response = await fetch(`${base}${url}`, {
          method,
          headers,
          body: payload,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        return { statusCode: response.status, body: await response.text() };
      },
    });
    requests += result.requests;
    serverErrors += result.serverErrors.length;
    console.log(
      `${service}: ${result.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(result.statuses)}`,
    );
    if (result.serverErrors.length) console.log(describeFindings(result.serverErrors.slice(0, 20)));
  }
  const stored = Math.max(
    0,
    (await listSizes(
      docs.map((d) => d.doc),
      admin ?? {},
    )) - before,
  );
  console.log(`requests=${requests} 5xx=${serverErrors} stored=${stored}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

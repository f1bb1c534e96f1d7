import { sql, type Db } from '../db/database';
import type { RunningService } from '../service';
import { hostileCases, type HostileCase, type OpenApiDocument } from './hostile-cases';

export { hostileCases, SchemaReader, type HostileCase, type OpenApiDocument, type JsonSchema } from './hostile-cases';

export interface SweepRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface SweepResponse {
  statusCode: number;
  body: string;
}

export interface SweepFinding {
  caller: string;
  method: string;
  route: string;
  url: string;
  what: string;
  statusCode: number;
  body: string;
}

export interface SweepResult {
  requests: number;
  /** Answers ≥ 500 (or no answer within the time limit: statusCode 0). */
  serverErrors: SweepFinding[];
  /** Writes that succeeded (2xx on POST/PUT/PATCH/DELETE): a hostile value was taken. */
  accepted: SweepFinding[];
  /** How often each status came back, e.g. { '400': 812, '401': 40 }. */
  statuses: Record<string, number>;
}

export interface SweepOptions {
  /** Sends one request (app.inject in tests, fetch against a running platform). */
  send(request: SweepRequest): Promise<SweepResponse>;
  /** Headers per caller; every route is swept as each caller that gets past its guard. */
  callers: Record<string, Record<string, string>>;
  concurrency?: number;
  timeoutMs?: number;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

/**
 * Sends every hostile case of a service's OpenAPI document (see hostile-cases.ts) as
 * every caller the route lets in, and collects what the server got wrong. A route that
 * answers a caller's probe (an invalid body) with 401/403 is left out for that caller:
 * its guard runs before the body is read, so the cases would only repeat that answer.
 */
export async function runHostileSweep(doc: OpenApiDocument, options: SweepOptions): Promise<SweepResult> {
  const { send, callers, concurrency = 1, timeoutMs = 5000 } = options;
  const cases = hostileCases(doc);
  const result: SweepResult = { requests: 0, serverErrors: [], accepted: [], statuses: {} };

  const sendCase = async (caller: string, item: Pick<HostileCase, 'method' | 'route' | 'url' | 'payload' | 'contentType' | 'what'>) => {
    const headers = { ...callers[caller], ...(item.contentType ? { 'content-type': item.contentType } : {}) };
    const attempt = () =>
      withTimeout(
        send({ method: item.method, url: item.url, headers, payload: item.payload }).catch((error: unknown) => ({
          statusCode: 0,
          body: String(error),
        })),
        timeoutMs,
        { statusCode: 0, body: 'no answer' },
      );
    let response = await attempt();
    // 503 is the designed outage answer (a Redis or PostgreSQL call over its time limit,
    // lifecycle.ts isBackendOutage): on a loaded CI machine it says the machine was busy, not
    // that the input broke anything. Such a case is sent once more; a second 503 counts.
    if (response.statusCode === 503) response = await attempt();
    result.requests++;
    result.statuses[response.statusCode] = (result.statuses[response.statusCode] ?? 0) + 1;
    if (response.statusCode >= 500 || response.statusCode === 0) {
      result.serverErrors.push({ caller, ...item, statusCode: response.statusCode, body: response.body.slice(0, 300) });
    }
    if (response.statusCode < 300 && item.method !== 'GET' && item.method !== 'HEAD') {
      result.accepted.push({ caller, ...item, statusCode: response.statusCode, body: response.body.slice(0, 300) });
    }
    return response.statusCode;
  };

  const queue: Array<() => Promise<unknown>> = [];
  const routes = new Map<string, HostileCase[]>();
  for (const item of cases) routes.set(item.route, [...(routes.get(item.route) ?? []), item]);
  for (const routeCases of routes.values()) {
    for (const caller of Object.keys(callers)) {
      const first = routeCases[0];
      queue.push(async () => {
        const probe = await sendCase(caller, { ...first, what: 'probe', payload: first.payload === undefined ? undefined : '"x"' });
        if (probe === 401 || probe === 403) return;
        for (const item of routeCases) await sendCase(caller, item);
      });
    }
  }
  const workers = Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  });
  await Promise.all(workers);
  return result;
}

/** One line per server error, to read in a failed test. */
export const describeFindings = (findings: SweepFinding[]) =>
  findings.map((f) => `${f.caller} ${f.method} ${f.url.slice(0, 120)} [${f.what}] → ${f.statusCode} ${f.body}`).join('\n');

const BOOKKEEPING = ['outbox', 'processed_events', 'kysely_migration', 'kysely_migration_lock'];

/** Row count of every table of the service's database except the event bookkeeping ("nothing stored"). */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.includes(name)) continue;
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0].n);
  }
  return counts;
}

/**
 * The sweep against a service built in the test (app.inject): its own OpenAPI document,
 * the row counts before and after. A test expects no server errors and equal counts.
 */
export async function sweepService(service: RunningService, callers: Record<string, Record<string, string>>) {
  const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
  const before = await tableRowCounts(service.ctx.db);
  const result = await runHostileSweep(doc, {
    callers,
    send: async ({ method, url, headers, payload }) => {
      const response = await service.app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
      return { statusCode: response.statusCode, body: response.body };
    },
  });
  const after = await tableRowCounts(service.ctx.db);
  return { result, before, after, routes: Object.keys(doc.paths ?? {}).length };
}

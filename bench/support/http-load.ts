// A small HTTP load generator for the benchmarks (autocannon is not installed): `concurrency`
// keep-alive connections, each sending its next request as soon as the last answer
// arrived, for `durationMs`. Counts answers per second and latency percentiles.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './percentiles';

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Bytes of one answer's body as sent (compressed if the server compressed it). */
  bytes: number;
}

export interface LoadRequest {
  method?: string;
  headers?: Record<string, string>;
  /** A fresh body for each request (e.g. a new Idempotency-Key). */
  body?: () => { payload: string; headers?: Record<string, string> };
  /** Status an answer must have to count as success (default 200). */
  expect?: number;
}

function once(agent: http.Agent, url: URL, request: LoadRequest): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const body = request.body?.();
    const req = http.request(
      url,
      {
        agent,
        method: request.method ?? 'GET',
        headers: { ...request.headers, ...body?.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body?.payload);
  });
}

export async function load(target: string, options: { concurrency: number; durationMs: number } & LoadRequest): Promise<LoadFigures> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const durations: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const until = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          const answer = await once(agent, url, options);
          if (answer.status !== (options.expect ?? 200)) errors += 1;
          bytes = answer.bytes;
        } catch {
          errors += 1;
        }
        durations.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  durations.sort((a, b) => a - b);
  return {
    requests: durations.length,
    perSecond: durations.length / seconds,
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    errors,
    bytes,
  };
}

/** One row of a benchmark's table. */
export function loadRow(name: string, figures: LoadFigures, extra = ''): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return `${name.padEnd(44)} ${figures.perSecond.toFixed(0).padStart(7)} req/s  p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}  ${String(figures.errors).padStart(4)} err  ${(figures.bytes / 1024).toFixed(1).padStart(6)} KiB${extra}`;
}

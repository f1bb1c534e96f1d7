// HTTP load for the benchmarks with autocannon 9 (programmatic API, in this process):
// `concurrency` keep-alive connections, each sending its next request as soon as the last
// answer arrived, for `durationMs`. Answers per second, latency percentiles, bytes per answer.
// The percentiles come from every answer's own time (autocannon's `response` event, in
// fractions of a millisecond), not from its histogram, which keeps whole milliseconds.
import autocannon, { type Request } from 'autocannon';
import { percentile } from './percentiles';

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers with another status than expected. */
  errors: number;
  /** Bytes of one answer as received, headers included (the body compressed if the server compressed it). */
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

export async function load(target: string, options: { concurrency: number; durationMs: number } & LoadRequest): Promise<LoadFigures> {
  const { body } = options;
  const setupRequest = body
    ? (request: Request): Request => {
        const next = body();
        return {
          ...request,
          headers: { ...request.headers, ...next.headers, 'content-type': 'application/json' },
          body: next.payload,
        };
      }
    : undefined;
  const instance = autocannon({
    url: target,
    connections: options.concurrency,
    duration: options.durationMs / 1000,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    requests: [setupRequest ? { setupRequest } : {}],
  });
  const durations: number[] = [];
  instance.on('response', (_client, _status, _bytes, responseTime) => durations.push(responseTime));
  const result = await instance;
  durations.sort((a, b) => a - b);
  const answers = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + Number(count), 0);
  const expected = Number(result.statusCodeStats[String(options.expect ?? 200)]?.count ?? 0);
  return {
    requests: answers,
    perSecond: answers / result.duration,
    p50: durations.length ? percentile(durations, 0.5) : 0,
    p99: durations.length ? percentile(durations, 0.99) : 0,
    errors: result.errors + answers - expected,
    bytes: answers ? result.throughput.total / answers : 0,
  };
}

/** One row of a benchmark's table. */
export function loadRow(name: string, figures: LoadFigures, extra = ''): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return `${name.padEnd(44)} ${figures.perSecond.toFixed(0).padStart(7)} req/s  p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}  ${String(figures.errors).padStart(4)} err  ${(figures.bytes / 1024).toFixed(1).padStart(6)} KiB${extra}`;
}

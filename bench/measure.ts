// Small measuring helpers for the benchmarks: latency percentiles of sequential calls
// and throughput of a fixed number of calls at a given concurrency.
import { performance } from 'node:perf_hooks';
import { percentile } from './support/percentiles';

export interface LatencyFigures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface ThroughputFigures {
  requests: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
}

/** One call after the other; every call must succeed (a failing call aborts the run). */
export async function measureLatency(requests: number, call: () => Promise<void>): Promise<LatencyFigures> {
  const durations: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return {
    requests,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    p99: percentile(durations, 0.99),
    max: durations[durations.length - 1],
    mean: durations.reduce((sum, value) => sum + value, 0) / durations.length,
  };
}

/** `requests` calls spread over `concurrency` workers. */
export async function measureThroughput(requests: number, concurrency: number, call: () => Promise<void>): Promise<ThroughputFigures> {
  let remaining = requests;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (remaining > 0) {
        remaining -= 1;
        await call();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { requests, concurrency, seconds, perSecond: requests / seconds };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function formatFigures(name: string, latency: LatencyFigures, throughput: ThroughputFigures): string {
  return [
    `${name}`,
    `  latency (${latency.requests} sequential): p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}, mean ${ms(latency.mean)}`,
    `  throughput (${throughput.requests} calls, ${throughput.concurrency} concurrent): ${throughput.perSecond.toFixed(0)} req/s in ${throughput.seconds.toFixed(2)} s`,
  ].join('\n');
}

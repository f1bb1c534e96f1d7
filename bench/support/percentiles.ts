// Percentiles of measured durations, shared by the benchmarks' printed figures.

/** The value at `fraction` (0.5 = median) of ascending `sorted` values: the nearest-rank method. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** One printed line: `name` padded to `width`, then p50/p95/p99/max in milliseconds and the count. */
export function percentileLine(name: string, values: number[], width: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${name.padEnd(width)} p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1)!)} (n=${values.length})`;
}

// Lighthouse scores of the storefront (issue 18): `/` and `/store/konstanz` of a running
// platform, with the lighthouse package's default config — the mobile preset (Moto G
// Power screen, simulated slow 4G, 4× CPU slowdown) — in the system Chromium
// (/usr/bin/chromium, headless). Per page: the four category scores (0–100) and LCP, TBT,
// CLS, the median of BENCH_RUNS runs, beside the issue's goals (performance ≥ 90, the
// others ≥ 96), and the audits that cost points in a category below its goal. Never fails
// on the figures (bench/README.md): exit 1 only when a run itself breaks.
//
//   npx tsx bench/lighthouse.ts                      against http://localhost:8080 (npm start)
//   BENCH_BASE_URL=http://localhost:8080 BENCH_RUNS=3 npx tsx bench/lighthouse.ts
//   BENCH_REPORT_DIR=/tmp/lh npx tsx bench/lighthouse.ts   also writes each run's HTML report
//
// Every run launches its own Chromium with a fresh profile, and Lighthouse clears the
// origin's storage before loading, so each load is a first-time visitor's: no cookies, the
// cookie banner shown, a cold cache.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Flags, Result, RunnerResult } from 'lighthouse';
import { CHROMIUM, median } from './support/browser-vitals';

const BASE_URL = (process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const PAGES = ['/', '/store/konstanz'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

const CATEGORIES = [
  { id: 'performance', short: 'perf', label: 'Performance', goal: 90 },
  { id: 'accessibility', short: 'a11y', label: 'Barrierefreiheit', goal: 96 },
  { id: 'best-practices', short: 'bp', label: 'Best Practices', goal: 96 },
  { id: 'seo', short: 'seo', label: 'SEO', goal: 96 },
] as const;
type CategoryId = (typeof CATEGORIES)[number]['id'];

interface Run {
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  lhr: Result;
}

async function runOnce(url: string, label: string): Promise<Run> {
  // ES modules, loaded by import() from this CommonJS script
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  let result: RunnerResult | undefined;
  try {
    const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'html' };
    result = await lighthouse(url, flags); // no config: the default one, i.e. mobile
  } finally {
    await chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const file = path.join(REPORT_DIR, `${label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'start'}-${Date.now()}.html`);
    writeFileSync(file, typeof result.report === 'string' ? result.report : result.report.join('\n'));
  }
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map(({ id }) => [id, score(id)])) as Record<CategoryId, number | null>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lhr,
  };
}

const medianOf = (values: Array<number | null>) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? median(known) : null;
};

/** Audits of `category` that cost points (weight > 0, score < 1) in `lhr`, worst first. */
function lostPoints(lhr: Result, category: CategoryId): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)))
    .map(({ ref, audit }) => `${ref.id} (${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

async function main(): Promise<void> {
  const health = await fetch(`${BASE_URL}/health`).catch(() => null);
  if (!health?.ok) throw new Error(`Keine Plattform unter ${BASE_URL} (erst npm start)`);
  const version = (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;

  const rows: Array<{ path: string } & Omit<Run, 'lhr'> & { runs: Run[] }> = [];
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(`${BASE_URL}${page}`, page));
    rows.push({
      path: page,
      scores: Object.fromEntries(CATEGORIES.map(({ id }) => [id, medianOf(runs.map((r) => r.scores[id]))])) as Record<
        CategoryId,
        number | null
      >,
      lcpMs: medianOf(runs.map((r) => r.lcpMs)),
      tbtMs: medianOf(runs.map((r) => r.tbtMs)),
      cls: medianOf(runs.map((r) => r.cls)),
      runs,
    });
  }

  const pad = (text: string | number, width: number) => String(text).padEnd(width);
  const left = (text: string | number, width: number) => String(text).padStart(width);
  const na = (value: number | null, format: (v: number) => string) => (value === null ? 'n/a' : format(value));
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `Lighthouse ${version} gegen ${BASE_URL}, mobil (simuliertes langsames 4G, 4× CPU), ${CHROMIUM} headless, Erstbesuch, Median aus ${RUNS} Lauf/Läufen`,
  );
  console.log(
    `${pad('Seite', 18)}${CATEGORIES.map(({ label }) => left(label, 18)).join('')}${left('LCP', 9)}${left('TBT', 9)}${left('CLS', 8)}`,
  );
  console.log(`${pad('Ziel', 18)}${CATEGORIES.map(({ goal }) => left(`≥ ${goal}`, 18)).join('')}`);
  for (const row of rows) {
    const cells = CATEGORIES.map(({ id, goal }) => {
      const value = row.scores[id];
      return left(value === null ? 'n/a' : `${value} ${value >= goal ? 'ok' : 'verfehlt'}`, 18);
    });
    console.log(
      `${pad(row.path, 18)}${cells.join('')}${left(
        na(row.lcpMs, (v) => `${seconds(v)} s`),
        9,
      )}` +
        `${left(
          na(row.tbtMs, (v) => `${Math.round(v)} ms`),
          9,
        )}${left(
          na(row.cls, (v) => v.toFixed(3)),
          8,
        )}`,
    );
  }
  for (const row of rows) {
    const last = row.runs[row.runs.length - 1].lhr;
    for (const { id, label, goal } of CATEGORIES) {
      const value = row.scores[id];
      if (value === null || value >= goal) continue;
      const lost = lostPoints(last, id);
      if (lost.length) console.log(`${row.path} ${label} ${value} < ${goal}: ${lost.slice(0, 8).join(', ')}`);
    }
  }
  const headline = rows.map(
    (row) =>
      `${row.path} ${CATEGORIES.map(({ id, short }) => `${short} ${na(row.scores[id], String)}`).join(' ')} ` +
      `LCP ${na(row.lcpMs, seconds)} s TBT ${na(row.tbtMs, (v) => String(Math.round(v)))} ms CLS ${na(row.cls, (v) => v.toFixed(3))}`,
  );
  console.log(`\nlighthouse: ${headline.join(' | ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// Web vitals of the public website (issue 14) as a phone loads it: Chromium (/usr/bin/chromium),
// 390×844, 4× CPU slowdown (Emulation.setCPUThrottlingRate), cold cache, for the seeded page
// with all 19 block types (/unsere-metzgerei) and the website's home page '/' when it is
// public (the seed keeps it private, so '/' is the storefront's branch list until someone
// publishes it; then it is measured too). Per page: LCP, CLS, JavaScript bytes as sent
// (compressed) and files, beside the goals LCP < 1.5 s and CLS < 0.05. Prints a table and a
// last headline line; never fails on the figures (bench/README.md).
//
//   npx tsx bench/website.ts                           against http://localhost:8080 (npm start)
//   BENCH_BASE_URL=http://localhost:8080 BENCH_RUNS=3 BENCH_CPU=4 npx tsx bench/website.ts
import { chromium } from 'playwright';
import { CHROMIUM, KIB, PHONE_VIEWPORT, measurePage, median, type Measurement } from './support/browser-vitals';

const BASE_URL = (process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const GOAL_LCP_MS = 1500;
const GOAL_CLS = 0.05;
const BLOCK_PAGE = '/unsere-metzgerei';

/** The public sites' paths as a visitor's GET /api/sites answers them (public ones only). */
async function publicPaths(): Promise<Set<string>> {
  const response = await fetch(`${BASE_URL}/api/sites`);
  if (!response.ok) throw new Error(`GET /api/sites: ${response.status}`);
  const body = (await response.json()) as { data: Array<{ path: string }> };
  return new Set(body.data.map((site) => site.path));
}

async function main(): Promise<void> {
  const health = await fetch(`${BASE_URL}/health`).catch(() => null);
  if (!health?.ok) throw new Error(`Keine Plattform unter ${BASE_URL} (erst npm start)`);
  const paths = await publicPaths();
  if (!paths.has(BLOCK_PAGE)) throw new Error(`Demo-Seite ${BLOCK_PAGE} ist nicht öffentlich (Demo-Daten, npm start --fresh)`);
  const pages = [{ label: `Alle Blöcke ${BLOCK_PAGE}`, path: BLOCK_PAGE }];
  if (paths.has('/')) pages.push({ label: 'Startseite /', path: '/' });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const rows: Array<{ label: string } & Measurement> = [];
  try {
    for (const entry of pages) {
      const runs: Measurement[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measurePage(browser, `${BASE_URL}${entry.path}`, CPU));
      rows.push({
        label: entry.label,
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        jsBytes: median(runs.map((r) => r.jsBytes)),
        requests: median(runs.map((r) => r.requests)),
        jsFiles: runs[runs.length - 1].jsFiles,
      });
    }
  } finally {
    await browser.close();
  }

  const pad = (text: string | number, width: number) => String(text).padEnd(width);
  const left = (text: string | number, width: number) => String(text).padStart(width);
  const mark = (ok: boolean) => (ok ? 'ok' : 'verfehlt');
  console.log(
    `Website-Vitals gegen ${BASE_URL}, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}, ${CPU}× CPU, kalter Cache, Median aus ${RUNS} Lauf/Läufen`,
  );
  if (!paths.has('/')) console.log(`'/' ist nicht öffentlich (gehört der Filialliste) – nicht gemessen`);
  console.log(
    `${pad('Seite', 30)}${left('LCP', 10)}${left('Ziel', 16)}${left('CLS', 8)}${left('Ziel', 14)}${left('JS gesendet', 14)}${left('JS-Dateien', 12)}${left('Anfragen', 10)}`,
  );
  for (const row of rows) {
    console.log(
      `${pad(row.label, 30)}${left(`${Math.round(row.lcpMs)} ms`, 10)}${left(`<${GOAL_LCP_MS} ms ${mark(row.lcpMs < GOAL_LCP_MS)}`, 16)}` +
        `${left(row.cls.toFixed(3), 8)}${left(`<${GOAL_CLS} ${mark(row.cls < GOAL_CLS)}`, 14)}` +
        `${left(`${(row.jsBytes / KIB).toFixed(1)} KiB`, 14)}${left(row.jsFiles.length, 12)}${left(row.requests, 10)}`,
    );
  }
  const blocks = rows[0];
  console.log(`\nJS-Dateien von ${BLOCK_PAGE} (wie gesendet)`);
  for (const file of [...blocks.jsFiles].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`${left(`${(file.bytes / KIB).toFixed(1)} KiB`, 12)}  ${pad(file.encoding, 6)} ${file.url}`);
  }
  const headline = rows.map(
    (row) =>
      `${row.label.split(' ').pop()} LCP ${Math.round(row.lcpMs)} ms (Ziel <${GOAL_LCP_MS}) CLS ${row.cls.toFixed(3)} (Ziel <${GOAL_CLS}) JS ${(row.jsBytes / KIB).toFixed(0)} KiB`,
  );
  console.log(`\nwebsite: ${CPU}× CPU; ${headline.join('; ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
// The storefront's JavaScript budget (issue 18) over the production build in dist/:
// first load of `/` ≤ 200 KiB and every remoteEntry.js ≤ 30 KiB, both as sent (brotli).
// Prints each first-load file with why it loads and what it contains, then the totals;
// then the stylesheets those chunks load (.css files since issue 18, not in the budget).
// Fails above LIMIT (js-budget.js): today's figure plus a margin until the goal is reached.
//
//   node scripts/check-js-budget.mjs            print, exit 1 when over the limit
//   node scripts/check-js-budget.mjs --report   print only (never fails)
//
// Needs `node infra/dev/build-web.mjs` first (it writes .build-stats.json and the .br/.gz files).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const { BUDGET, LIMIT, computeBudget, remoteEntryRows, kib, formatContents } = require('../infra/dev/js-budget.js');
const { remoteNames } = require('../infra/dev/platform-manifest.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportOnly = process.argv.includes('--report');

const dist = (app, file = '') => path.join(root, 'dist', app, file);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Sizes as sent: the precompressed siblings, else compressed here (an older build). */
function sizeOf(app, file) {
  const full = dist(app, file);
  const raw = readFileSync(full);
  const sibling = (suffix, compress) => (existsSync(full + suffix) ? statSync(full + suffix).size : compress(raw).length);
  return {
    raw: raw.length,
    brotli: sibling('.br', zlib.brotliCompressSync),
    gzip: sibling('.gz', (data) => zlib.gzipSync(data, { level: 9 })),
  };
}

for (const app of ['shell', 'mf-storefront']) {
  if (!existsSync(dist(app, '.build-stats.json'))) {
    console.error(`dist/${app}/.build-stats.json fehlt: erst "node infra/dev/build-web.mjs ${app} --force" ausführen.`);
    process.exit(reportOnly ? 0 : 2);
  }
}

const remote = {
  app: 'mf-storefront',
  manifest: readJson(dist('mf-storefront', 'mf-manifest.json')),
  stats: readJson(dist('mf-storefront', '.build-stats.json')),
};
const { rows, total, firstLoadOk, cssRows, cssTotal } = computeBudget({
  shellStats: readJson(dist('shell', '.build-stats.json')),
  remote,
  sizeOf,
  budget: LIMIT,
});

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
const sizes = (entry) => `${padLeft(kib(entry.raw), 12)}${padLeft(kib(entry.brotli), 12)}${padLeft(kib(entry.gzip), 12)}`;
const printRows = (title, list) => {
  console.log(title);
  console.log(
    `${pad('App', 14)}${pad('Datei', 40)}${padLeft('roh', 12)}${padLeft('brotli', 12)}${padLeft('gzip', 12)}  ${pad('warum', 30)}Inhalt`,
  );
  for (const row of list)
    console.log(`${pad(row.app, 14)}${pad(row.file, 40)}${sizes(row)}  ${pad(row.why, 30)}${formatContents(row.contents)}`);
};
printRows(`Erster Aufruf von / (${total.files} JS-Dateien)`, rows);
console.log(`${pad('Summe', 54)}${sizes(total)}  Ziel ≤ ${kib(BUDGET.firstLoad)}, Grenze ${kib(LIMIT.firstLoad)} (brotli)`);
// The stylesheets of the same chunks: loaded beside them, parsed as CSS, outside the JS budget.
printRows(`\nDazu die Stylesheets dieser Chunks (${cssTotal.files} CSS-Dateien, nicht im JS-Budget)`, cssRows);
console.log(`${pad('Summe CSS', 54)}${sizes(cssTotal)}`);

const remotes = Object.keys(remoteNames)
  .filter((app) => app !== 'shell' && existsSync(dist(app, 'mf-manifest.json')))
  .map((app) => ({ app, manifest: readJson(dist(app, 'mf-manifest.json')) }));
const entries = remoteEntryRows(remotes, sizeOf, LIMIT);
console.log(`\nremoteEntry.js je Remote (Ziel ≤ ${kib(BUDGET.remoteEntry)} brotli)`);
for (const entry of entries) {
  console.log(
    `${pad(entry.app, 16)}${padLeft(kib(entry.raw), 12)}${padLeft(kib(entry.brotli), 12)}${padLeft(kib(entry.gzip), 12)}  ${entry.ok ? 'ok' : 'ZU GROSS'}`,
  );
}

const ok = firstLoadOk && entries.every((entry) => entry.ok);
console.log(
  `\nJS-Budget: erster Aufruf ${kib(total.brotli)} brotli / ${kib(total.gzip)} gzip in ${total.files} Dateien (Ziel ${kib(BUDGET.firstLoad)}, Grenze ${kib(LIMIT.firstLoad)}), ` +
    `größter remoteEntry ${kib(Math.max(...entries.map((entry) => entry.brotli)))} (Ziel ${kib(BUDGET.remoteEntry)}): ${ok ? 'Grenze eingehalten' : 'Grenze überschritten'}`,
);
console.log(
  `CSS: erster Aufruf ${kib(cssTotal.brotli)} brotli / ${kib(cssTotal.gzip)} gzip in ${cssTotal.files} Dateien (nicht im JS-Budget)`,
);
process.exit(ok || reportOnly ? 0 : 1);

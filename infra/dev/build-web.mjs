#!/usr/bin/env node
// Builds the five web apps into dist/<app>/ with webpack's Node API, two at a time
// (enough for a 2-core machine; webpack's filesystem cache makes rebuilds quick).
// An app whose inputs are older than its last successful build is skipped.
//
//   node infra/dev/build-web.mjs                 all apps, skip the up-to-date ones
//   node infra/dev/build-web.mjs shell mf-cms    only these
//   node infra/dev/build-web.mjs --force         rebuild even when up to date
//   node infra/dev/build-web.mjs --mode development
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Shell and remotes as the platform manifest (libs/contracts/src/platform.json) lists them.
const { webApps: allApps } = require('./platform-manifest.js');
const { precompressDir } = require('./precompress.js');
const args = process.argv.slice(2);
const force = args.includes('--force');
const modeIndex = args.indexOf('--mode');
const mode = modeIndex >= 0 ? args[modeIndex + 1] : 'production';
const named = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--mode');
const unknown = named.filter((app) => !allApps.includes(app));
if (unknown.length) {
  console.error(`Unbekannte App: ${unknown.join(', ')} (bekannt: ${allApps.join(', ')})`);
  process.exit(2);
}
const apps = named.length ? named : allApps;
const STAMP = '.build-stamp';
const BUILD_STATS = '.build-stats.json';

/** The part of webpack's stats the budget needs (the full JSON is tens of MB). */
function compactStats(stats) {
  const json = stats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    nestedModules: true,
    // Without these, modules from the cache, runtime and dependent modules come as nameless groups.
    cachedModules: true,
    runtimeModules: true,
    dependentModules: true,
    chunkOrigins: true,
    ids: true,
    // Every module by name, not grouped into "modules by path ./src/" summaries.
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
    groupModulesByPath: false,
    groupModulesByExtension: false,
    groupModulesByType: false,
    groupModulesByAttributes: false,
    groupModulesByCacheStatus: false,
    groupModulesByLayer: false,
  });
  return {
    chunks: json.chunks.map((chunk) => ({
      id: chunk.id,
      names: chunk.names,
      files: chunk.files,
      initial: chunk.initial,
      entry: chunk.entry,
      origins: (chunk.origins ?? []).map((origin) => ({ moduleName: origin.moduleName ?? '', request: origin.request ?? '' })),
      // Concatenated modules ("x + 40 modules") listed by their parts, so a package shows by name.
      modules: (chunk.modules ?? [])
        .flatMap((module) => (module.modules?.length ? module.modules : [module]))
        .map((module) => ({ name: module.name ?? '', size: module.size ?? 0 })),
    })),
  };
}

/** Newest modification time below a path (files only), skipping dependencies and outputs. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its directory
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** What a build of `app` reads: its folder, the browser libs, the shared build set-up, the lock file. */
function inputsOf(app) {
  return [
    app,
    'libs/web-kit',
    'libs/i18n',
    'libs/contracts',
    'libs/domain',
    'infra/dev/webpack.shared.js',
    'infra/dev/build-web.mjs',
    'infra/dev/precompress.js',
    'infra/dev/webpack-compat',
    'infra/dev/platform-manifest.js',
    'package-lock.json',
    'tsconfig.base.json',
  ].map((input) => path.join(root, input));
}

function upToDate(app) {
  const stamp = path.join(root, 'dist', app, STAMP);
  if (!existsSync(stamp)) return false;
  const stampStat = statSync(stamp);
  if (JSON.parse(require('node:fs').readFileSync(stamp, 'utf8')).mode !== mode) return false;
  return Math.max(...inputsOf(app).map(newestMtime)) < stampStat.mtimeMs;
}

function configOf(app) {
  const factory = require(path.join(root, app, 'webpack.config.js'));
  return typeof factory === 'function' ? factory({}, { mode }) : factory;
}

function run(app) {
  const started = Date.now();
  return new Promise((resolve) => {
    webpack(configOf(app), async (error, stats) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (error || !stats || stats.hasErrors()) {
        console.error(`✗ ${app} (${seconds} s)`);
        console.error(
          error
            ? error.stack || String(error)
            : stats.toString({ all: false, errors: true, errorDetails: true, colors: process.stdout.isTTY }),
        );
        resolve(false);
        return;
      }
      if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: process.stdout.isTTY }));
      stats.compilation.compiler.close(() => {});
      const outDir = path.join(root, 'dist', app);
      // What the JavaScript budget (scripts/check-js-budget.mjs) reads: chunks, files, origins, modules.
      writeFileSync(path.join(outDir, BUILD_STATS), JSON.stringify(compactStats(stats)));
      // .br/.gz siblings of every text asset, served by Accept-Encoding (issue 18).
      await precompressDir(outDir);
      writeFileSync(path.join(root, 'dist', app, STAMP), JSON.stringify({ mode, builtAt: new Date().toISOString() }));
      console.log(`✓ ${app} (${seconds} s) → dist/${app}`);
      resolve(true);
    });
  });
}

const started = Date.now();
const queue = apps.filter((app) => {
  if (!force && upToDate(app)) {
    console.log(`· ${app} ist aktuell (--force baut neu)`);
    return false;
  }
  return true;
});

let failed = 0;
async function worker() {
  for (let app = queue.shift(); app; app = queue.shift()) if (!(await run(app))) failed += 1;
}
await Promise.all([worker(), worker()]);
console.log(`${failed ? 'Fehlgeschlagen' : 'Fertig'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// Fails when an installed package's `engines.node` excludes the Node.js version that runs
// the platform (README: Node.js 20). npm only warns (EBADENGINE) and installs anyway, so a
// dependency update that needs a newer Node would otherwise land silently and break at run time.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const nodeVersion = process.versions.node;

/** Every package.json below node_modules, nested ones included (a second copy may differ). */
function* packageDirs(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packageDirs(full);
      continue;
    }
    if (existsSync(path.join(full, 'package.json'))) yield full;
    yield* packageDirs(path.join(full, 'node_modules'));
  }
}

const offenders = [];
let checked = 0;
for (const dir of packageDirs(path.join(root, 'node_modules'))) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  const range = manifest.engines?.node;
  if (typeof range !== 'string' || !manifest.name) continue;
  checked += 1;
  if (!semver.validRange(range)) continue;
  if (!semver.satisfies(nodeVersion, range, { includePrerelease: true })) {
    offenders.push(`${manifest.name}@${manifest.version} verlangt node ${range} (${path.relative(root, dir)})`);
  }
}

if (offenders.length > 0) {
  console.error(`Diese Pakete laufen nicht mit Node.js ${nodeVersion}:`);
  for (const line of offenders) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: ${checked} Pakete mit engines.node, alle passen zu Node.js ${nodeVersion}.`);

// Writes brotli (.br) and gzip (.gz) siblings of every text asset of a built web app
// (issue 18): the gateway and the remotes' static servers then send the smaller file by
// Accept-Encoding without compressing on each request. Best quality (brotli 11, gzip 9)
// because this runs once per build, not per request.
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What gets compressed siblings: text assets the browser loads (source maps are for tools). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Every compressible file below `dir` (relative paths, sorted), dot files excluded. */
function compressibleFiles(dir, prefix = '') {
  const found = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...compressibleFiles(dir, relative));
    else if (COMPRESSIBLE.test(entry.name)) found.push(relative);
  }
  return found.sort();
}

/**
 * Compresses each file of `dir` into `<file>.br` and `<file>.gz`, each with the source's
 * modification time (servers derive ETag/Last-Modified from it). Returns per file the
 * raw, brotli and gzip sizes in bytes.
 */
async function precompressDir(dir) {
  const results = [];
  for (const file of compressibleFiles(dir)) {
    const full = path.join(dir, file);
    const source = readFileSync(full);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gz);
    const { mtime } = statSync(full);
    require('node:fs').utimesSync(`${full}.br`, mtime, mtime);
    require('node:fs').utimesSync(`${full}.gz`, mtime, mtime);
    results.push({ file, raw: source.length, brotli: br.length, gzip: gz.length });
  }
  return results;
}

module.exports = { precompressDir, compressibleFiles, COMPRESSIBLE };

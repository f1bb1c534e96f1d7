// A remote's standalone page (DESIGN.md: each remote also runs standalone for its team)
// without a host. The remotes are built with `experiments.externalRuntime` (issue 18: no
// second federation runtime in each remoteEntry.js; the shell provides its copy as the global
// `_FEDERATION_RUNTIME_CORE`, shell/src/federation/provide-runtime-core.ts). Inside the shell
// that is all; on its own, a remote's page needs that global before its main.js starts. This
// plugin adds it to the remote's output as one more file: @module-federation/runtime-core
// bundled by its own small webpack build (no federation plugin, no externals, so not itself
// externalised) into a `window` library, which the remote's index.html loads first.
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');

const FILE = 'federation-runtime-core.js';
const GLOBAL = '_FEDERATION_RUNTIME_CORE';
const PLUGIN = 'StandaloneRuntimeCorePlugin';

class StandaloneRuntimeCorePlugin {
  /** @param {{ minimizer?: unknown, cacheDirectory?: string | false }} options */
  constructor(options = {}) {
    this.options = options;
  }

  /** The small build: runtime-core's ES module entry into one classic script defining the global. */
  configFor(compiler, outputPath) {
    const { minimizer, cacheDirectory } = this.options;
    return {
      mode: 'production',
      context: compiler.context,
      target: 'web',
      entry: { [path.basename(FILE, '.js')]: '@module-federation/runtime-core' },
      output: { path: outputPath, filename: FILE, library: { type: 'window', name: GLOBAL }, clean: true },
      devtool: false,
      optimization: minimizer ? { minimizer: [minimizer] } : {},
      cache: cacheDirectory ? { type: 'filesystem', cacheDirectory, name: 'standalone-runtime-core' } : false,
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
      stats: 'errors-warnings',
    };
  }

  build(compiler) {
    const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'asp-runtime-core-'));
    return new Promise((resolve, reject) => {
      compiler.webpack(this.configFor(compiler, outputPath), (error, stats) => {
        if (error || stats.hasErrors()) {
          reject(error ?? new Error(stats.toString('errors-only')));
          return;
        }
        const source = fs.readFileSync(path.join(outputPath, FILE));
        fs.rmSync(outputPath, { recursive: true, force: true });
        stats.compilation.compiler.close(() => resolve(source));
      });
    });
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.emitAsset(FILE, new sources.RawSource(await this.build(compiler)));
      });
    });
  }
}

module.exports = { StandaloneRuntimeCorePlugin, STANDALONE_RUNTIME_CORE_FILE: FILE, RUNTIME_CORE_GLOBAL: GLOBAL };

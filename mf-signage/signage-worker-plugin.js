// Build helper of mf-signage (issue 16: the player runs unattended): after the remote is
// emitted, compiles src/offline/signage-worker.ts for the webworker target into
// dist/mf-signage/sw.js — a separate small webpack run, so no module federation runtime
// ends up in the worker. The gateway serves it at /remotes/mf-signage/sw.js with
// `Service-Worker-Allowed: /` (services/gateway/src/static-files.ts), so the player can
// register it with scope /signage/.
const path = require('node:path');

class SignageWorkerPlugin {
  constructor({ mode }) {
    this.mode = mode;
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.afterEmit.tapPromise('SignageWorkerPlugin', async (compilation) => {
      const child = webpack({
        mode: this.mode === 'development' ? 'development' : 'production',
        devtool: false,
        target: 'webworker',
        context: __dirname,
        entry: { sw: path.join(__dirname, 'src/offline/signage-worker.ts') },
        output: { path: compilation.outputOptions.path, filename: '[name].js', clean: false },
        resolve: { extensions: ['.ts', '.js'] },
        module: {
          rules: [
            {
              test: /\.ts$/,
              exclude: /node_modules/,
              use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
            },
          ],
        },
        infrastructureLogging: { level: 'error' },
        stats: 'errors-warnings',
      });
      const stats = await new Promise((resolve, reject) => child.run((error, result) => (error ? reject(error) : resolve(result))));
      await new Promise((resolve) => child.close(resolve));
      if (stats.hasErrors()) for (const error of stats.compilation.errors) compilation.errors.push(error);
    });
  }
}

module.exports = { SignageWorkerPlugin };

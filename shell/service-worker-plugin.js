// Build helpers of the shell (storefront.md §4, §7: PWA): the service worker compiled by a
// separate small webpack run into dist/shell/service-worker.js (root scope; no module
// federation runtime in it), and the app version for the toolbar. The web app manifest and
// its icons are not built: the gateway makes them from the shop configuration
// (services/gateway/src/app-manifest.ts).
// Build configuration, not app code: the boundary rule is about what bundles import.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { version } = require('../package.json');

/** Build constant of the shell bundle: the app version shown in the staff toolbar. */
function appVersionPlugin(webpack) {
  return new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) });
}

/**
 * After the shell is emitted (its output folder is cleaned first), compiles
 * src/service-worker.ts for the webworker target with the shell build's hash as
 * __BUILD_ID__.
 */
class ServiceWorkerPlugin {
  constructor({ entry, mode }) {
    this.entry = entry;
    this.mode = mode;
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const production = this.mode !== 'development';
      const child = webpack({
        mode: production ? 'production' : 'development',
        devtool: false,
        target: 'webworker',
        entry: { 'service-worker': this.entry },
        output: { path: outputPath, filename: '[name].js', clean: false },
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
        plugins: [new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(compilation.hash) })],
        infrastructureLogging: { level: 'error' },
        stats: 'errors-warnings',
      });
      const stats = await new Promise((resolve, reject) => child.run((error, result) => (error ? reject(error) : resolve(result))));
      await new Promise((resolve) => child.close(resolve));
      if (stats.hasErrors()) {
        for (const error of stats.compilation.errors) compilation.errors.push(error);
      }
    });
  }
}

module.exports = { ServiceWorkerPlugin, appVersionPlugin };

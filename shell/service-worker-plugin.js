// Build helpers of the shell (storefront.md §4, §7: PWA): the service worker compiled by a
// separate small webpack run into dist/shell/service-worker.js (root scope; no module
// federation runtime in it), the web app manifest, and the app version for the toolbar.
const path = require('node:path');
// Build configuration, not app code: the boundary rule is about what bundles import.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { version } = require('../package.json');

/** Build constant of the shell bundle: the app version shown in the staff toolbar. */
function appVersionPlugin(webpack) {
  return new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) });
}

const manifest = {
  name: 'Shop',
  short_name: 'Shop',
  lang: 'de',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#000000',
  icons: [{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#000"/><path fill="#fff" d="M150 360a28 28 0 1 0 0 56 28 28 0 0 0 0-56zm200 0a28 28 0 1 0 0 56 28 28 0 0 0 0-56zM160 300h190a30 30 0 0 0 27-17l62-123H130l-16-40H64v32h30l64 150-24 44a30 30 0 0 0 26 44h240v-32H166l18-32z"/></svg>`;

/**
 * After the shell is emitted (its output folder is cleaned first), compiles
 * src/service-worker.ts for the webworker target with the shell build's hash as
 * __BUILD_ID__, and writes manifest.webmanifest and app-icon.svg next to it.
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
        return;
      }
      const fs = require('node:fs/promises');
      await fs.writeFile(path.join(outputPath, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
      await fs.writeFile(path.join(outputPath, 'app-icon.svg'), icon);
    });
  }
}

module.exports = { ServiceWorkerPlugin, appVersionPlugin };

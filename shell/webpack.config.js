// Host build (DESIGN.md §9): no remote is known at build time; the shell reads
// /remotes.json at run time. Output: dist/shell (served by the gateway).
// Build configuration, not app code: the boundary rule is about what bundles import.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { createShellConfig } = require('../infra/dev/webpack.shared');
const webpack = require('webpack');
const { ServiceWorkerPlugin, appVersionPlugin } = require('./service-worker-plugin');

module.exports = (_env = {}, argv = {}) => {
  const config = createShellConfig({ mode: argv.mode ?? 'production' });
  // PWA (storefront.md §4): /service-worker.js at the root scope and the app version (the
  // web app manifest comes from the gateway, made from the shop configuration).
  config.plugins.push(
    appVersionPlugin(webpack),
    new ServiceWorkerPlugin({ entry: require('node:path').join(__dirname, 'src/service-worker.ts'), mode: config.mode }),
  );
  config.cache.buildDependencies.config.push(require.resolve('./service-worker-plugin'));
  return config;
};

// Remote build (DESIGN.md §9): exposes './App' from src/remote-app.tsx, publishes
// mf-manifest.json, and src/main.ts runs the remote standalone. Output: dist/mf-signage,
// plus the player's service worker sw.js (signage-worker-plugin.js).
// Build configuration, not app code: the boundary rule is about what bundles import.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { createRemoteConfig } = require('../infra/dev/webpack.shared');
const { SignageWorkerPlugin } = require('./signage-worker-plugin');

module.exports = (_env = {}, argv = {}) => {
  const config = createRemoteConfig({ appFolder: 'mf-signage', mode: argv.mode ?? 'production' });
  config.plugins.push(new SignageWorkerPlugin({ mode: config.mode }));
  config.cache.buildDependencies.config.push(require.resolve('./signage-worker-plugin'));
  return config;
};

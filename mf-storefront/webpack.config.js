// Remote build (DESIGN.md §9): exposes './App' from src/remote-app.tsx and './ConfiguratorPreview', publishes
// mf-manifest.json, and src/main.ts runs the remote standalone. Output: dist/mf-storefront.
// Build configuration, not app code: the boundary rule is about what bundles import.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { createRemoteConfig } = require('../infra/dev/webpack.shared');

module.exports = (_env = {}, argv = {}) =>
  createRemoteConfig({
    appFolder: 'mf-storefront',
    mode: argv.mode ?? 'production',
    // The item configurator for the back office's live preview (web-kit configurator-preview.ts).
    exposes: { './ConfiguratorPreview': './src/configurator/ConfiguratorPreview.tsx' },
  });

// Host build (DESIGN.md §9): no remote is known at build time; the shell reads
// /remotes.json at run time. Output: dist/shell (served by the gateway).
// Build configuration, not app code: the boundary rule is about what bundles import.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { createShellConfig } = require('../infra/dev/webpack.shared');

module.exports = (_env = {}, argv = {}) => createShellConfig({ mode: argv.mode ?? 'production' });

module.exports = require('webpack/lib/runtime/StartupEntrypointRuntimeModule');

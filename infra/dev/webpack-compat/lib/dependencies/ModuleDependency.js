module.exports = require('webpack/lib/dependencies/core/ModuleDependency');

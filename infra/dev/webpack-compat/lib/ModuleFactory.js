module.exports = require('webpack/lib/module/ModuleFactory');

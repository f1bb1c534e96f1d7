module.exports = require('webpack/lib/ModuleNotFoundError');

module.exports = require('webpack/lib/WebpackError');

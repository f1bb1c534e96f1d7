module.exports = require('webpack/lib/util/identifier');

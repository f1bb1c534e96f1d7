module.exports = require('webpack/lib/util/memoize');

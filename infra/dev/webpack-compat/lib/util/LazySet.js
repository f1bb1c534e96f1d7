module.exports = require('webpack/lib/util/LazySet');

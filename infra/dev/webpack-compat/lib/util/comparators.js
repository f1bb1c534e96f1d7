module.exports = require('webpack/lib/util/comparators');

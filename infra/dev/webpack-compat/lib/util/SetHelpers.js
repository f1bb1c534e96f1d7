module.exports = require('webpack/lib/util/SetHelpers');

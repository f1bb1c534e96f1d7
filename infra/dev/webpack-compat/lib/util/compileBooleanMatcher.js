module.exports = require('webpack/lib/util/compileBooleanMatcher');

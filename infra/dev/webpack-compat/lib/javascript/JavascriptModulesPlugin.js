module.exports = require('webpack/lib/javascript/JavascriptModulesPlugin');

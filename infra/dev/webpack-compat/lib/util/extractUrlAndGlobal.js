module.exports = require('webpack/lib/externals/extractUrlAndGlobal');

module.exports = require('webpack/lib/Compilation');

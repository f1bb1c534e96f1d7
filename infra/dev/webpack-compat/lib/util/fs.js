module.exports = require('webpack/lib/fs/fs');

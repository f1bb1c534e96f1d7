module.exports = require('webpack/lib/javascript/ChunkHelpers');

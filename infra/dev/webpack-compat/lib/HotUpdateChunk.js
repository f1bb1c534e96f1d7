module.exports = require('webpack/lib/graph/HotUpdateChunk');

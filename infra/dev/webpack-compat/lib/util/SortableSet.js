module.exports = require('webpack/lib/util/SortableSet');

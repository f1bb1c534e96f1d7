module.exports = require('webpack/lib/entry/EntryDependency');

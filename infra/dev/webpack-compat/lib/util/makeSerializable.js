module.exports = require('webpack/lib/util/makeSerializable');

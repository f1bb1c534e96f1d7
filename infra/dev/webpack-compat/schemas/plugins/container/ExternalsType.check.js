module.exports = require('webpack/schemas/plugins/container/ExternalsType.check');

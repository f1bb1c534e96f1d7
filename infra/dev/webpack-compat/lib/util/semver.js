module.exports = require('webpack/lib/sharing/semver');

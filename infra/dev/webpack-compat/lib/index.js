module.exports = require('webpack');

// Jest stand-in for a plain global `.css` import (style-loader in the browser).
module.exports = {};

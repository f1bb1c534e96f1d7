// Jest stand-in for a plain global `.css` import (in the browser a .css file of its chunk, mini-css-extract-plugin).
module.exports = {};

// This package's unit tests alone (`npm test -w <package>`); the root jest.config.js runs every package's.
module.exports = require('../jest.shared')(__dirname);

const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({ dir: __dirname, name: 'host', part: 'host', host: true });

const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({ dir: __dirname, name: 'host', port: 3000, host: true });

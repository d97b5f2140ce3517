const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({ dir: __dirname, name: 'remote_settings', part: 'settings' });

const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({ dir: __dirname, name: 'remote_statement', part: 'statement' });

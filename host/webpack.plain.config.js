// Bench only: the host with every remote compiled in, no Module Federation (see scripts/bench.js).
const path = require('node:path');
const { createWebpackConfig, ROUTER_EXPORTS } = require('../webpack.shared');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'host',
  part: 'host',
  host: true,
  federation: false,
  outDir: 'dist-plain',
  resolveAlias: {
    // The exports the app uses, as the federated builds share them (webpack.shared.js).
    'react-router-dom$': ROUTER_EXPORTS,
    '@module-federation/enhanced/runtime$': path.join(__dirname, '..', 'whole-app', 'plain-bundle', 'plain-federation-runtime.ts'),
  },
});

// Bench only: the host with every remote compiled in, no Module Federation (see scripts/bench.js).
const path = require('node:path');
const { createWebpackConfig } = require('../webpack.shared');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  host: true,
  federation: false,
  outDir: 'dist-plain',
  resolveAlias: {
    '@module-federation/enhanced/runtime$': path.join(__dirname, '..', 'whole-app', 'plain-bundle', 'plain-federation-runtime.ts'),
  },
});

// One jest project shape for every front-end package; the root jest.config.js lists them.
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: [path.join(__dirname, 'jest.polyfills.ts')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2020', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // jotai, valibot and LIFF (@line) ship ESM only; let the transformer through to them.
  transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot|@line)/)'],
  moduleNameMapper: {
    '\\.woff2$': path.join(__dirname, 'types', 'asset-stub.js'),
    // The same narrow router the federated build shares (shared-kernel/src/core/routing/router-exports.ts).
    '^react-router-dom$': path.join(__dirname, 'shared-kernel', 'src', 'core', 'routing', 'router-exports.ts'),
  },
});

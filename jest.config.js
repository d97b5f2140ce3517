const createProject = require('./jest.shared');

// Repository documents: plain Node, no transform (docs/behaviour-links.test.js).
const docsProject = { displayName: 'docs', rootDir: `${__dirname}/docs`, testEnvironment: 'node', transform: {} };
// The lint boundaries proved through ESLint's Node API (scripts/lint/package-boundaries.test.js).
const lintProject = { displayName: 'lint', rootDir: `${__dirname}/scripts/lint`, testEnvironment: 'node', transform: {} };
// Build-time checks that guard what the browser gets: the build plugins (scripts/*-plugin.js),
// scripts/browsers/, scripts/federation/, the kernel's compatibility rule (scripts/kernel/),
// the compatibility suite's cache of release trees (scripts/compat/), what the server's image
// ships (scripts/image/) and the release commands (scripts/release/).
const buildProject = {
  displayName: 'build',
  rootDir: `${__dirname}/scripts`,
  roots: ['<rootDir>'],
  testMatch: [
    '<rootDir>/*.test.js',
    '<rootDir>/browsers/**/*.test.js',
    '<rootDir>/federation/**/*.test.js',
    '<rootDir>/kernel/**/*.test.js',
    '<rootDir>/compat/**/*.test.js',
    '<rootDir>/image/**/*.test.js',
    '<rootDir>/release/**/*.test.js',
  ],
  testEnvironment: 'node',
  transform: {},
};
// The production server (server/): files, the page, the policy, the forwarder and its attack suite.
const serveProject = { displayName: 'serve', rootDir: `${__dirname}/server`, testEnvironment: 'node', transform: {} };

module.exports = {
  // Every core: jest's default leaves one for itself, which on a 2-core machine is one worker for
  // 1,700 tests while the main process waits on them.
  maxWorkers: '100%',
  projects: ['shared-kernel', 'host', 'remote-registration', 'remote-settings', 'remote-statement']
    .map((dir) => createProject(`${__dirname}/${dir}`))
    .concat(docsProject, lintProject, buildProject, serveProject),
};

// Each remote's package folder and its production build, as `npm run build` writes it.
const path = require('node:path');

const root = path.join(__dirname, '..');
const DIST = process.env.LKS_DIST ?? 'dist';
const REMOTE_DIRS = { registration: 'remote-registration', settings: 'remote-settings', statement: 'remote-statement' };

/** A remote's production build. */
const remoteBuild = (name) => path.join(root, REMOTE_DIRS[name], DIST);

module.exports = { REMOTE_DIRS, remoteBuild };

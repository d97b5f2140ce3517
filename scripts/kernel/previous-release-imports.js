// The kernel names each remote of the previous release imports from the kernel's main entry,
// read from that release's sources in git and kept in previous-release-imports.json: the kernel
// served by today's host must still export every one (kernel-surface.test.js), since those
// remotes may still be deployed (docs/deploy-contract.md, "Window").
//
//   node scripts/kernel/previous-release-imports.js <commit>   records the release at <commit>
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { REMOTE_DIRS } = require('../remote-builds');
const { kernelImportsOfPackage } = require('./kernel-imports');

const rootDir = path.join(__dirname, '..', '..');
const RECORD = path.join(__dirname, 'previous-release-imports.json');
const REMOTES = Object.values(REMOTE_DIRS);

const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** @returns {{ release: string, imports: Record<string, string[]> }} */
function previousReleaseImports(commit) {
  const release = git('rev-parse', commit).trim();
  const readSources = (dir) => {
    const folder = path.relative(rootDir, dir).split(path.sep).join('/');
    return git('ls-tree', '-r', '--name-only', release, `${folder}/`)
      .split('\n')
      .filter((file) => /\.tsx?$|(^|\/)package\.json$/.test(file))
      .map((file) => ({ path: path.join(rootDir, file), text: git('show', `${release}:${file}`) }));
  };
  return {
    release,
    imports: Object.fromEntries(REMOTES.map((remote) => [remote, kernelImportsOfPackage(path.join(rootDir, remote), readSources).withKit])),
  };
}

if (require.main === module) {
  const commit = process.argv[2];
  if (!commit) {
    console.error('usage: node scripts/kernel/previous-release-imports.js <commit of the release in production>');
    process.exit(1);
  }
  fs.writeFileSync(RECORD, `${JSON.stringify(previousReleaseImports(commit), null, 2)}\n`);
  console.log(`recorded ${path.relative(rootDir, RECORD)}`);
}

module.exports = { RECORD, previousReleaseImports };

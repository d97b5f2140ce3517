// The kernel names each remote of the previous release imports from the kernel's main entry,
// read from that release's sources in git and kept in previous-release-imports.json: the kernel
// served by today's host must still export every one (kernel-surface.test.js), since those
// remotes may still be deployed (docs/deploy-contract.md, "Window").
//
//   node scripts/kernel/previous-release-imports.js <commit>   records the release at <commit>
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { REMOTE_DIRS } = require('../remote-builds');
const { kernelImportsOfPackage } = require('./kernel-imports');

const rootDir = path.join(__dirname, '..', '..');
const RECORD = path.join(__dirname, 'previous-release-imports.json');
const REMOTES = Object.values(REMOTE_DIRS);

/** @returns {{ release: string, imports: Record<string, string[]> }} */
function previousReleaseImports(commit) {
  const release = execFileSync('git', ['rev-parse', commit], { cwd: rootDir, encoding: 'utf8' }).trim();
  // The release's kernel and remotes, written out of git.
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'previous-release-'));
  try {
    const files = execFileSync('git', ['archive', release, 'shared-kernel', ...REMOTES], { cwd: rootDir, maxBuffer: Infinity });
    execFileSync('tar', ['-x', '-C', tree], { input: files });
    const importsOf = (remote) => kernelImportsOfPackage(path.join(tree, remote), path.join(tree, 'shared-kernel')).withKit;
    return { release, imports: Object.fromEntries(REMOTES.map((remote) => [remote, importsOf(remote)])) };
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
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

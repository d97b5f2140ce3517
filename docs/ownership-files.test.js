// Every deployable has a code owner, the shared kernel and the bank contract have two, and
// Renovate moves Module Federation in the remotes before the host (docs/contributing.md).
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const rules = fs
  .readFileSync(path.join(root, '.github', 'CODEOWNERS'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern, owners };
  });

/** The owners of a path: CODEOWNERS' last matching line wins. */
function ownersOf(file) {
  const matching = rules.filter(({ pattern }) => pattern === '*' || `/${file}`.startsWith(pattern));
  return matching.length ? matching[matching.length - 1].owners : [];
}

const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;

test('each remote is owned by its own squad alone', () => {
  const squads = ['remote-registration', 'remote-settings', 'remote-statement'].map((remote) => ownersOf(`${remote}/package.json`));
  squads.forEach((owners) => expect(owners).toHaveLength(1));
  expect(new Set(squads.map((owners) => owners[0])).size).toBe(3);
});

test('the server and the deployment belong to the platform team', () => {
  const platform = ownersOf('host/package.json');
  expect(ownersOf('server/main.js')).toEqual(platform);
  expect(ownersOf('deploy/systemd/lks-server@.service')).toEqual(platform);
});

test('the shared kernel and the bank contract need two owners', () => {
  expect(ownersOf('shared-kernel/src/core/index.ts')).toHaveLength(2);
  expect(ownersOf('docs/api/openapi.yaml')).toHaveLength(2);
});

// Named owner by owner: CODEOWNERS' catch-all line gives every path some owner, so "has an owner"
// held for a workspace whatever its own line said, or with none.
test('every workspace has the owners docs/contributing.md gives it', () => {
  const platform = ['@bank-lks/platform-team'];
  expect(Object.fromEntries(workspaces.map((workspace) => [workspace, ownersOf(`${workspace}/package.json`)]))).toEqual({
    'shared-kernel': ['@bank-lks/platform-team', '@bank-lks/squad-architects'],
    host: platform,
    'remote-registration': ['@bank-lks/registration-squad'],
    'remote-settings': ['@bank-lks/settings-squad'],
    'remote-statement': ['@bank-lks/statement-squad'],
    'sandbox-api': platform,
    server: platform,
    e2e: platform,
  });
});

test('Renovate groups Module Federation and holds the host until the remotes have moved', () => {
  const { packageRules } = JSON.parse(fs.readFileSync(path.join(root, 'renovate.json'), 'utf8'));
  const federation = packageRules.filter((rule) => rule.matchPackageNames?.includes('@module-federation/**'));
  const remotes = federation.find((rule) => rule.matchFileNames.some((file) => file.startsWith('remote-')));
  const host = federation.find((rule) => rule.matchFileNames.includes('host/package.json'));
  expect(remotes.groupName).not.toEqual(host.groupName);
  expect(remotes.dependencyDashboardApproval).toBeUndefined();
  expect(host.dependencyDashboardApproval).toBe(true);
});

// webpack 5.112 moved a module @module-federation/enhanced 2.9 imports (the build stops at
// "Cannot find module 'webpack/lib/util/extractUrlAndGlobal'"); 5.113.0 has it again and builds
// the host and the remotes on the pinned federation.
test('Renovate skips the webpack releases that break the federation plugin, and only those', () => {
  const { packageRules } = JSON.parse(fs.readFileSync(path.join(root, 'renovate.json'), 'utf8'));
  const webpack = packageRules.find((rule) => rule.matchPackageNames?.includes('webpack'));
  // Renovate's regular-expression form, `/…/` or `!/…/` for the versions it must not match.
  const [, not, pattern] = /^(!?)\/(.+)\/$/.exec(webpack.allowedVersions) ?? [];
  const allowed = (version) => pattern !== undefined && new RegExp(pattern).test(version) !== (not === '!');
  expect(['5.112.0', '5.112.2'].filter(allowed)).toEqual([]);
  expect(['5.111.1', '5.113.0'].filter(allowed)).toEqual(['5.111.1', '5.113.0']);
});

// The kernel's compatibility rule (docs/deploy-contract.md, "The kernel's version"), held by
// the recorded surfaces (shared-kernel/kernel-surface.json) and the names the previous
// release's remotes import (previous-release-imports.json).
const path = require('node:path');
const { NEW_VERSION_HOWTO, bumpProblems, compareVersions, kernelSurface, recordedSurfaces } = require('./kernel-surface');
const { kernelImportsOfPackage } = require('./kernel-imports');
const previousRelease = require('./previous-release-imports.json');

jest.setTimeout(60_000);

const rootDir = path.join(__dirname, '..', '..');
// A namespace import (`*`) reads whatever the served kernel has, so it asks for no name.
const unserved = (names, served) => names.filter((name) => name !== '*' && !served.includes(name));
let current;
beforeAll(() => {
  current = kernelSurface();
});

test('the kernel surface is the one recorded for its version: a change needs a new version (node scripts/kernel/kernel-surface.js --write)', () => {
  const recorded = recordedSurfaces()[current.version];
  expect(recorded).toBeDefined();
  expect(current.entries).toEqual(recorded);
});

test('the surface is the entry shared at run time alone: a side entry is compiled into each build that imports it', () => {
  const { exports: entries } = require('../../shared-kernel/package.json');
  expect(Object.keys(current.entries)).toEqual(['.']);
  expect(Object.keys(entries).length).toBeGreaterThan(1);
});

test('the surface lists each key of PATHS as a value PATHS.<key>: a kernel that adds one needs a new minor', () => {
  const keys = current.entries['.'].values.filter((name) => name.includes('.'));
  expect(keys).toEqual(expect.arrayContaining(['PATHS.entry', 'PATHS.requestStatement', 'PATHS.setting']));
  expect(keys.every((name) => name.startsWith('PATHS.'))).toBe(true);
  // A key named for no route, so a squad's real new key never turns this into a test of its own change.
  const added = 'PATHS.keyOfNoRoute';
  expect(keys).not.toContain(added);
  const withKey = { '.': { ...current.entries['.'], values: [...current.entries['.'].values, added] } };
  expect(bumpProblems('1.1.0', current.entries, '1.1.1', withKey)).toEqual([
    `1.1.1 adds ${added} to 1.1.0: an addition needs a new minor version`,
  ]);
});

test('every recorded version follows the rule from the one before: removals in a major, additions in a minor', () => {
  const recorded = recordedSurfaces();
  const versions = Object.keys(recorded).sort(compareVersions);
  const problems = versions.slice(1).flatMap((version, i) => bumpProblems(versions[i], recorded[versions[i]], version, recorded[version]));
  expect(problems).toEqual([]);
});

test('the rule refuses a removal in a minor and an addition in a patch, and takes both in a major', () => {
  const before = { '.': { values: ['formatIdCard', 'setFlow'], types: [] } };
  const removed = { '.': { values: ['formatIdCard'], types: [] } };
  const added = { '.': { values: ['formatIdCard', 'setFlow', 'track'], types: [] } };
  expect(bumpProblems('1.0.0', before, '1.1.0', removed)).toEqual([
    '1.1.0 removes setFlow from 1.0.0: a removal needs a new major version',
  ]);
  expect(bumpProblems('1.0.0', before, '1.0.1', added)).toEqual(['1.0.1 adds track to 1.0.0: an addition needs a new minor version']);
  expect(bumpProblems('1.0.0', before, '1.1.0', added)).toEqual([]);
  expect(bumpProblems('1.0.0', before, '2.0.0', removed)).toEqual([]);
});

test('writing again under a version already recorded with other names says the version is taken, not that it needs a minor', () => {
  const before = { '.': { values: ['formatIdCard', 'setFlow'], types: [] } };
  const added = { '.': { values: ['formatIdCard', 'setFlow', 'track'], types: [] } };
  expect(bumpProblems('1.2.0', before, '1.2.0', added)).toEqual([
    '1.2.0 is already recorded without track: a recorded version never changes, so give the change the next minor ' +
      '(a version only your own branch recorded may be written again once its entry is removed from shared-kernel/kernel-surface.json)',
  ]);
  expect(bumpProblems('1.2.0', added, '1.2.0', before)).toEqual([
    '1.2.0 is already recorded with track: a recorded version never changes, so give the change the next major ' +
      '(a version only your own branch recorded may be written again once its entry is removed from shared-kernel/kernel-surface.json)',
  ]);
  expect(bumpProblems('1.2.0', before, '1.2.0', before)).toEqual([]);
});

test('a name of a side entry is named with its entry, as a package imports it', () => {
  const before = { '.': { values: ['setFlow'], types: [] } };
  const added = { ...before, './language': { values: ['useLanguage'], types: [] } };
  expect(bumpProblems('1.0.0', before, '1.0.1', added)).toEqual([
    '1.0.1 adds useLanguage of shared-kernel/language to 1.0.0: an addition needs a new minor version',
  ]);
});

test('a refused write says where the version is given', () => {
  expect(NEW_VERSION_HOWTO).toBe(
    'Give shared-kernel a new version under the rule in docs/deploy-contract.md: in shared-kernel/package.json and ' +
      'shared-kernel/src/core/kernel-version.ts, then npm install (docs/contributing.md), then write again.',
  );
});

test.each(Object.entries(previousRelease.imports))(
  'the kernel the host serves still exports every name %s of the release in production imports',
  (_remote, names) => {
    const served = current.entries['.'].values;
    expect(unserved(names, served)).toEqual([]);
  },
);

test.each(['remote-registration', 'remote-settings', 'remote-statement'])(
  '%s imports from the kernel only names its main entry exports',
  (remote) => {
    const served = current.entries['.'].values;
    expect(unserved(kernelImportsOfPackage(path.join(rootDir, remote)).withKit, served)).toEqual([]);
  },
);

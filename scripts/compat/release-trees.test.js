// A CI machine clones the repository afresh for every run, while the compatibility suite's cache
// (a temp folder) stays: a cached tree must never depend on the clone that wrote it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { releaseTree, skewVersion, withoutFederationEntries } = require('./release-trees');

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

let work;
let repo;
let cache;
const commits = [];

/** A repository of two commits, each with a different page.txt. */
beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-trees-'));
  repo = path.join(work, 'clone');
  cache = path.join(work, 'cache');
  fs.mkdirSync(repo);
  git(repo, 'init', '--quiet');
  commits.length = 0;
  for (const text of ['first release', 'second release']) {
    fs.writeFileSync(path.join(repo, 'page.txt'), text);
    git(repo, 'add', 'page.txt');
    git(repo, '-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', text);
    commits.push(git(repo, 'rev-parse', 'HEAD'));
  }
});

afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const page = (dir) => fs.readFileSync(path.join(dir, 'page.txt'), 'utf8');

test('a tree holds the files of the commit asked for', () => {
  expect(page(releaseTree('previous', commits[0], { repo, cache }))).toBe('first release');
});

test('a tree already written for the commit is reused as it is', () => {
  const dir = releaseTree('previous', commits[0], { repo, cache });
  fs.writeFileSync(path.join(dir, 'built-output.txt'), 'kept');
  releaseTree('previous', commits[0], { repo, cache });
  expect(fs.readFileSync(path.join(dir, 'built-output.txt'), 'utf8')).toBe('kept');
});

test('a tree of another commit is written again, with nothing of the old one left', () => {
  const dir = releaseTree('previous', commits[0], { repo, cache });
  fs.writeFileSync(path.join(dir, 'built-output.txt'), 'of the first release');
  releaseTree('previous', commits[1], { repo, cache });
  expect(page(dir)).toBe('second release');
  expect(fs.existsSync(path.join(dir, 'built-output.txt'))).toBe(false);
});

test('a folder left by a clone that is gone (a git worktree of a deleted repository) is written again', () => {
  const dir = path.join(cache, 'previous');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, '.git'), `gitdir: ${path.join(work, 'gone-clone', '.git', 'worktrees', 'previous')}\n`);
  fs.writeFileSync(path.join(dir, '.compat-built'), commits[0]);
  fs.writeFileSync(path.join(dir, 'page.txt'), 'stale');
  expect(page(releaseTree('previous', commits[0], { repo, cache }))).toBe('first release');
  expect(fs.existsSync(path.join(dir, '.compat-built'))).toBe(false);
});

test('a tree written by another clone of the same repository is reused by this one', () => {
  const dir = releaseTree('previous', commits[0], { repo, cache });
  const otherClone = path.join(work, 'other-clone');
  execFileSync('git', ['clone', '--quiet', repo, otherClone]);
  fs.rmSync(repo, { recursive: true, force: true });
  fs.writeFileSync(path.join(dir, 'built-output.txt'), 'kept');
  expect(releaseTree('previous', commits[0], { repo: otherClone, cache })).toBe(dir);
  expect(fs.readFileSync(path.join(dir, 'built-output.txt'), 'utf8')).toBe('kept');
});

test('a tree whose writing stopped halfway is written again', () => {
  const dir = path.join(cache, 'previous');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'page.txt'), 'half');
  expect(page(releaseTree('previous', commits[0], { repo, cache }))).toBe('first release');
});

describe('the federation version a skew tree moves to', () => {
  const published = ['2.7.0', '2.8.0', '2.8.1', '2.8.2', '2.8.3-beta.1', '2.9.0', '2.9.2', '2.9.3', '1.8.9'];

  test('the newest published patch of the pinned minor above the pin', () => {
    expect(skewVersion('patch', '2.9.2', published)).toBe('2.9.3');
    expect(skewVersion('patch', '2.8.0', published)).toBe('2.8.2');
  });

  test('on the newest patch, the patch before it: a host on 2.9.3 still meets remotes on 2.9.2', () => {
    expect(skewVersion('patch', '2.9.3', published)).toBe('2.9.2');
  });

  test('a minor with no other published patch is a clear error, never an unpublished version', () => {
    expect(() => skewVersion('patch', '2.7.0', published)).toThrow('no other release of @module-federation/enhanced 2.7.x is published');
  });

  test('the newest release of the previous minor, never a prerelease nor another major', () => {
    expect(skewVersion('minor', '2.9.2', published)).toBe('2.8.2');
  });

  test('no previous minor inside the major is a clear error, never a version of another major', () => {
    expect(() => skewVersion('minor', '2.0.4', ['1.9.9', '2.0.0'])).toThrow('there is no previous minor');
    expect(() => skewVersion('minor', '2.9.2', ['2.7.0', '2.9.0'])).toThrow('no release of @module-federation/enhanced 2.8.x is published');
  });
});

test('the lockfile loses its federation entries only, wherever they sit', () => {
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'app' },
      'node_modules/@module-federation/enhanced': { version: '2.9.2' },
      'host/node_modules/@module-federation/runtime': { version: '2.9.2' },
      'node_modules/@module-federation-other/tool': { version: '1.0.0' },
      'node_modules/react': { version: '19.2.0' },
    },
  };
  expect(withoutFederationEntries(lock)).toEqual({
    lockfileVersion: 3,
    packages: {
      '': { name: 'app' },
      'node_modules/@module-federation-other/tool': { version: '1.0.0' },
      'node_modules/react': { version: '19.2.0' },
    },
  });
});

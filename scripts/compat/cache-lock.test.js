// Two runs of the compatibility suite on one machine share its cache: the second waits for the
// first, and a lock left by a run that was killed stops no later run, even one that was given the
// killed run's process number.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { holdCacheLock, identityOf } = require('./cache-lock');

let cache;
let lock;
const others = [];

/** Another process on this machine, alive until the test ends it. */
function otherRun() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  others.push(child);
  return child;
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill();
  });

/** The lock as a run leaves it, its owner file naming `owner`. */
function heldBy(owner) {
  fs.mkdirSync(lock, { recursive: true });
  fs.writeFileSync(path.join(lock, 'owner'), JSON.stringify(owner));
}

const owner = () => JSON.parse(fs.readFileSync(path.join(lock, 'owner'), 'utf8'));

beforeEach(() => {
  cache = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-lock-'));
  lock = path.join(cache, '.lock');
});

afterEach(async () => {
  await Promise.all(others.splice(0).map(stop));
  fs.rmSync(cache, { recursive: true, force: true });
});

test('a free cache is taken at once, in the name of this process, and given back', () => {
  const wait = jest.fn();
  const release = holdCacheLock(cache, { wait });
  expect(wait).not.toHaveBeenCalled();
  expect(owner()).toEqual(identityOf(process.pid));
  release();
  expect(fs.existsSync(lock)).toBe(false);
});

test('a second run waits while another holds the cache, and goes on once it is given back', () => {
  const other = otherRun();
  heldBy(identityOf(other.pid));
  const log = jest.fn();
  let waited = 0;
  const wait = () => {
    waited += 1;
    if (waited === 3) fs.rmSync(lock, { recursive: true });
  };
  holdCacheLock(cache, { wait, log })();
  expect(waited).toBe(3);
  expect(log.mock.calls).toEqual([[`the cache is in use by process ${other.pid}; waiting`]]);
});

test('a run that holds the cache too long is named, and nothing of its lock is touched', () => {
  const other = otherRun();
  heldBy(identityOf(other.pid));
  expect(() => holdCacheLock(cache, { timeoutMs: 50, pollMs: 10 })).toThrow(`still held by process ${other.pid}`);
  expect(owner()).toEqual(identityOf(other.pid));
});

test('the lock of a run that was killed is taken over', async () => {
  const other = otherRun();
  heldBy(identityOf(other.pid));
  await stop(other);
  const wait = jest.fn();
  holdCacheLock(cache, { wait });
  expect(wait).not.toHaveBeenCalled();
  expect(owner()).toEqual(identityOf(process.pid));
});

test('a killed run whose number this process was given (a fresh container) is not waited for', () => {
  heldBy({ ...identityOf(process.pid), start: '1' });
  const wait = jest.fn();
  holdCacheLock(cache, { wait });
  expect(wait).not.toHaveBeenCalled();
  expect(owner()).toEqual(identityOf(process.pid));
});

// Linux (CI, the build machine): a process's start is read from /proc.
test('a killed run whose number another live process was given is not waited for', () => {
  const other = otherRun();
  heldBy({ ...identityOf(other.pid), start: '1' });
  const wait = jest.fn();
  holdCacheLock(cache, { wait });
  expect(wait).not.toHaveBeenCalled();
});

test('a lock being taken this very moment (no owner written yet) is waited for', () => {
  fs.mkdirSync(lock);
  expect(() => holdCacheLock(cache, { timeoutMs: 30, pollMs: 10 })).toThrow('still held by a run taking it this moment');
});

test('a lock folder left without its owner long ago is taken over', () => {
  fs.mkdirSync(lock);
  const longAgo = new Date(Date.now() - 10 * 60_000);
  fs.utimesSync(lock, longAgo, longAgo);
  holdCacheLock(cache, { wait: () => {} });
  expect(owner()).toEqual(identityOf(process.pid));
});

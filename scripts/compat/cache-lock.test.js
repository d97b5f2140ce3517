// Two runs of the compatibility suite on one machine share its cache: the second waits for the
// first, and a lock left by a run that was killed does not stop the next one.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { holdCacheLock } = require('./cache-lock');

let cache;
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

/** The lock as a run in process `pid` leaves it. */
function heldBy(pid) {
  fs.mkdirSync(path.join(cache, '.lock'), { recursive: true });
  fs.writeFileSync(path.join(cache, '.lock', 'owner'), String(pid));
}

beforeEach(() => {
  cache = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-lock-'));
});

afterEach(async () => {
  await Promise.all(others.splice(0).map(stop));
  fs.rmSync(cache, { recursive: true, force: true });
});

test('a free cache is taken at once, and given back', () => {
  const wait = jest.fn();
  const release = holdCacheLock(cache, { wait });
  expect(wait).not.toHaveBeenCalled();
  expect(fs.readFileSync(path.join(cache, '.lock', 'owner'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(cache, '.lock'))).toBe(false);
});

test('a second run waits while the first holds the cache, and goes on once it is given back', () => {
  const release = holdCacheLock(cache);
  const log = jest.fn();
  let waited = 0;
  const wait = () => {
    waited += 1;
    if (waited === 3) release();
  };
  holdCacheLock(cache, { wait, log })();
  expect(waited).toBe(3);
  expect(log).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith(`the cache is in use by process ${process.pid}; waiting`);
});

test('a run that holds the cache too long is named, and nothing of its lock is touched', () => {
  const other = otherRun();
  heldBy(other.pid);
  expect(() => holdCacheLock(cache, { timeoutMs: 50, pollMs: 10 })).toThrow(`still held by process ${other.pid}`);
  expect(fs.readFileSync(path.join(cache, '.lock', 'owner'), 'utf8')).toBe(String(other.pid));
});

test('the lock of a run that was killed is taken over', async () => {
  const other = otherRun();
  heldBy(other.pid);
  await stop(other);
  const wait = jest.fn();
  holdCacheLock(cache, { wait });
  expect(wait).not.toHaveBeenCalled();
  expect(fs.readFileSync(path.join(cache, '.lock', 'owner'), 'utf8')).toBe(String(process.pid));
});

test('a lock being taken this very moment (no owner written yet) is waited for, not taken over', () => {
  fs.mkdirSync(path.join(cache, '.lock'));
  expect(() => holdCacheLock(cache, { timeoutMs: 30, pollMs: 10 })).toThrow('still held by a run taking it this moment');
});

test('a lock folder left without its owner long ago is taken over', () => {
  fs.mkdirSync(path.join(cache, '.lock'));
  const longAgo = new Date(Date.now() - 10 * 60_000);
  fs.utimesSync(path.join(cache, '.lock'), longAgo, longAgo);
  holdCacheLock(cache, { wait: () => {} });
  expect(fs.readFileSync(path.join(cache, '.lock', 'owner'), 'utf8')).toBe(String(process.pid));
});

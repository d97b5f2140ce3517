// Two runs of the compatibility suite on one machine share its cache: the second waits for the
// first, and a lock left by a run that was killed stops no later run, even one that was given the
// killed run's process number.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { holdCacheLock } = require('./cache-lock');

let cache;
const others = [];

// Another run: takes the lock, says so, gives it back when its input ends, and lives on until killed.
const OTHER_RUN = `
const { holdCacheLock } = require(${JSON.stringify(require.resolve('./cache-lock'))});
holdCacheLock(process.argv[1]).then((giveBack) => {
  process.stdout.write('held');
  process.stdin.on('end', giveBack).resume();
});
setInterval(() => {}, 60_000);
`;

/** Another run on this machine, once it holds the cache. */
async function otherRun() {
  const child = spawn(process.execPath, ['-e', OTHER_RUN, cache], { stdio: ['pipe', 'pipe', 'inherit'] });
  others.push(child);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

const owner = () => fs.readFileSync(path.join(cache, '.compat-lock'), 'utf8');

beforeEach(() => {
  cache = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-lock-'));
});

afterEach(async () => {
  await Promise.all(others.splice(0).map(stop));
  fs.rmSync(cache, { recursive: true, force: true });
});

test('a free cache is taken at once, in the name of this process, and given back', async () => {
  const log = jest.fn();
  const giveBack = await holdCacheLock(cache, { log });
  expect(owner()).toBe(String(process.pid));
  giveBack();
  (await holdCacheLock(cache, { log, timeoutSeconds: 0.05 }))();
  expect(log).not.toHaveBeenCalled();
});

test('a second run waits while another holds the cache, and goes on once it is given back', async () => {
  const other = await otherRun();
  let told;
  const toldWaiting = new Promise((resolve) => (told = resolve));
  const taking = holdCacheLock(cache, { log: told });
  expect(await toldWaiting).toBe(`the cache is in use by process ${other.pid}; waiting`);
  other.stdin.end();
  (await taking)();
});

test('a run that holds the cache too long is named, and its lock is left as it is', async () => {
  const other = await otherRun();
  await expect(holdCacheLock(cache, { timeoutSeconds: 0.05 })).rejects.toThrow(`still held by process ${other.pid}`);
  expect(owner()).toBe(String(other.pid));
});

test('the lock of a run that was killed is taken over', async () => {
  await stop(await otherRun());
  const log = jest.fn();
  const giveBack = await holdCacheLock(cache, { log });
  expect(log).not.toHaveBeenCalled();
  expect(owner()).toBe(String(process.pid));
  giveBack();
});

test('a lock file left naming a live process (this one, given a killed run’s number in a fresh container) is not waited for', async () => {
  fs.writeFileSync(path.join(cache, '.compat-lock'), String(process.pid));
  const log = jest.fn();
  (await holdCacheLock(cache, { log }))();
  expect(log).not.toHaveBeenCalled();
});

// Every run of the compatibility suite on a machine shares its cache (release-trees.js): while one
// run writes, installs, builds or serves a tree, another run (a second clone, a second CI job on
// another commit) must not make that tree again under it. The lock is a folder, since making a
// folder either succeeds or fails at once; it names the process that holds it, so a lock left by
// a run that was killed is taken over instead of waited for.
const fs = require('node:fs');
const path = require('node:path');

const LOCK = '.lock';
const OWNER = 'owner';
// A lock folder without its owner file is being taken right now, unless it is older than this.
const HALF_TAKEN_MS = 60_000;

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Who holds the lock, in words; null when it is free or its holder is gone. */
function holder(lock) {
  let owner;
  try {
    owner = Number(fs.readFileSync(path.join(lock, OWNER), 'utf8'));
  } catch {
    try {
      return Date.now() - fs.statSync(lock).mtimeMs < HALF_TAKEN_MS ? 'a run taking it this moment' : null;
    } catch {
      return null;
    }
  }
  return Number.isInteger(owner) && owner > 0 && isRunning(owner) ? `process ${owner}` : null;
}

/**
 * Takes the cache's lock, waiting while another live process holds it, and returns the function
 * that gives it back. Throws after `timeoutMs`, naming the process that holds it (a run stuck).
 */
function holdCacheLock(cache, { timeoutMs = 45 * 60_000, pollMs = 2000, wait = sleepSync, log = () => {} } = {}) {
  fs.mkdirSync(cache, { recursive: true });
  const lock = path.join(cache, LOCK);
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, OWNER), String(process.pid));
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const held = holder(lock);
    if (held === null) {
      fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new Error(`the compatibility cache ${cache} is still held by ${held}`);
    if (!told) log(`the cache is in use by ${held}; waiting`);
    told = true;
    wait(pollMs);
  }
}

module.exports = { holdCacheLock };

// Every run of the compatibility suite on a machine shares its cache (release-trees.js): while one
// run writes, installs, builds or serves a tree, another run (a second clone, a second CI job on
// another commit) must not make that tree again under it. The lock is a folder, since making a
// folder either succeeds or fails at once. It names the process that holds it by more than its
// number, which the system hands out again: a lock left by a run that was killed is taken over
// instead of waited for, even when a new process (this very one, in a fresh container) got the
// old number. Linux's /proc tells the two apart, as on every machine the suite runs on (CI, the
// build machine: README.md).
const fs = require('node:fs');
const path = require('node:path');
const { parseProcStat } = require('../process-cpu');

const LOCK = '.lock';
const OWNER = 'owner';
// A lock folder without its owner file is being taken right now, unless it is older than this.
const HALF_TAKEN_MS = 60_000;

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A file's text; null where it cannot be read (a process gone). */
function textOf(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** When a process started, in the kernel's clock ticks since boot; null for a process gone. */
function startOf(pid) {
  const stat = textOf(`/proc/${pid}/stat`);
  return stat === null ? null : parseProcStat(stat).start;
}

const bootId = () => textOf('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** A process told apart from any later one given the same number. */
const identityOf = (pid) => ({ pid, start: startOf(pid), boot: bootId() });

/** Whether the process an owner file names is still that process: the same number, boot and start. */
function stillRunning(owner) {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !owner.start) return false;
  return owner.boot === bootId() && startOf(owner.pid) === owner.start;
}

/** Who holds the lock, in words; null when it is free or its holder is gone. */
function holder(lock) {
  let age;
  try {
    age = Date.now() - fs.statSync(lock).mtimeMs;
  } catch {
    return null;
  }
  let owner;
  try {
    owner = JSON.parse(fs.readFileSync(path.join(lock, OWNER), 'utf8'));
  } catch {
    return age < HALF_TAKEN_MS ? 'a run taking it this moment' : null;
  }
  return owner && typeof owner === 'object' && stillRunning(owner) ? `process ${owner.pid}` : null;
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
      fs.writeFileSync(path.join(lock, OWNER), JSON.stringify(identityOf(process.pid)));
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

module.exports = { holdCacheLock, identityOf, textOf };

// Every run of the compatibility suite on a machine shares its cache (release-trees.js): while one
// run writes, installs, builds or serves a tree, another run (a second clone, a second CI job on
// another commit) must not make that tree again under it. The lock is flock(1)'s, on a file this
// process keeps open: the system gives it back when the process ends, however it ends, so a run
// killed halfway holds up no later run. The file names the process that holds it, for the one
// that waits.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const LOCK = '.compat-lock';

/** flock(1) on the open file `fd` (handed to it as its fd 3): whether it took the lock. */
const flock = (fd, options) =>
  new Promise((resolve, reject) => {
    spawn('flock', [...options, '3'], { stdio: ['ignore', 'ignore', 'inherit', fd] })
      .on('error', reject)
      .on('exit', (code) => resolve(code === 0));
  });

/**
 * Takes the cache's lock, waiting while another run holds it, and returns the function that gives
 * it back. Throws after `timeoutSeconds`, naming the process that holds it (a run stuck).
 */
async function holdCacheLock(cache, { timeoutSeconds = 45 * 60, log = () => {} } = {}) {
  fs.mkdirSync(cache, { recursive: true });
  const file = path.join(cache, LOCK);
  const fd = fs.openSync(file, 'a');
  if (!(await flock(fd, ['--nonblock']))) {
    const holder = `process ${fs.readFileSync(file, 'utf8')}`;
    log(`the cache is in use by ${holder}; waiting`);
    if (!(await flock(fd, ['--wait', String(timeoutSeconds)]))) {
      fs.closeSync(fd);
      throw new Error(`the compatibility cache ${cache} is still held by ${holder}`);
    }
  }
  fs.writeFileSync(file, String(process.pid));
  return () => fs.closeSync(fd);
}

module.exports = { holdCacheLock };

// What a load balancer or Kubernetes asks each server (docs/deploying.md, "Health"):
// - `/healthz`, alive: the process answers. No I/O, so it costs microseconds and fails only when
//   the process cannot answer at all (restart it).
// - `/readyz`, ready for customers: the build it serves is in place (a static origin: its
//   folder); on the host, every remote's first-screens.json was read and is valid (through
//   ./remote-screens.js, kept as pages keep it);
//   on a remote, its own first-screens.json, where it has one, is valid. Never the bank: a bank
//   outage is answered per call, and taking every instance out for it would only turn the app's
//   error message into the balancer's. The configs are read and checked before the server
//   listens (./main.js), so a server that answers has them; a stopping one takes no new
//   connection, so its probes fail as they should.
// Both are `no-store` and left out of the access log and the request metrics.
const fs = require('node:fs/promises');
const path = require('node:path');
const { DESCRIPTOR_FILE, descriptorProblem } = require('./remote-screens');

const HEALTHZ = '/healthz';
const READYZ = '/readyz';
const BUILD_FILE = { host: 'index.html', remote: 'remoteEntry.js' };

const found = (file) => fs.stat(file).catch(() => null);
const isFile = async (file) => (await found(file))?.isFile() ?? false;
const isFolder = async (folder) => (await found(folder))?.isDirectory() ?? false;

/** Why a remote's own first-screens.json would be refused by the host, or null (none is fine). */
async function ownDescriptorProblem(root) {
  let text;
  try {
    text = await fs.readFile(path.join(root, DESCRIPTOR_FILE), 'utf8');
  } catch (error) {
    return error.code === 'ENOENT' ? null : 'unreadable';
  }
  try {
    return descriptorProblem(JSON.parse(text));
  } catch {
    return 'not JSON';
  }
}

/**
 * @param {{ root: string, role: 'host' | 'remote' | 'origin', readRemotes?: () => Promise<string[]> }} opts
 *   readRemotes (host): reads the descriptor of every remote version some page may get whose kept
 *   copy is stale, as a page does, and answers their entry URLs; each read is reported to
 *   `remoteScreensFetched`
 */
function createProbes({ root, role, readRemotes }) {
  // The last read of each remote version's descriptor that was not a kept copy: its problem, if
  // any, by entry URL (a version no page gets any more no longer counts).
  const remoteProblems = new Map();

  async function problems() {
    const found = [];
    if (BUILD_FILE[role] && !(await isFile(path.join(root, BUILD_FILE[role])))) found.push(`build: no ${BUILD_FILE[role]}`);
    // A static origin has no file of its own to check, only its folder: without it every version is a 404.
    if (role === 'origin' && !(await isFolder(root))) found.push('build: no folder');
    if (role === 'remote') {
      const problem = await ownDescriptorProblem(root);
      if (problem) found.push(`${DESCRIPTOR_FILE}: ${problem}`);
    }
    if (readRemotes) {
      const inForce = new Set(await readRemotes());
      for (const [entryUrl, { remote, problem }] of remoteProblems)
        if (inForce.has(entryUrl)) found.push(`remote ${remote}: ${DESCRIPTOR_FILE} ${problem}`);
    }
    return found;
  }

  return {
    handles: (pathname) => pathname === HEALTHZ || pathname === READYZ,
    /** Every read of a remote's descriptor (./remote-screens.js's `observe`). */
    remoteScreensFetched({ remote, entryUrl, outcome, problem }) {
      if (outcome === 'refreshed') remoteProblems.delete(entryUrl);
      else if (outcome !== 'hit') remoteProblems.set(entryUrl, { remote, problem });
    },
    async answer(req, res, pathname) {
      const found = pathname === READYZ ? await problems() : [];
      const body = JSON.stringify(pathname === READYZ ? { ready: found.length === 0, problems: found } : { alive: true });
      res.writeHead(found.length === 0 ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}

module.exports = { createProbes };

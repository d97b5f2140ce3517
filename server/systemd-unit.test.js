// deploy/systemd/lks-server@.service runs the host's own /usr/bin/node, which is whatever the
// machine's packages installed (Debian bookworm's is Node 18); the server is built and tested on
// Node 24 (.nvmrc). Its start checks that Node first, as systemd runs it: each test runs the
// unit's ExecStartPre with /usr/bin/node swapped for a stand-in that names a version.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const UNIT = fs.readFileSync(path.join(__dirname, '..', 'deploy', 'systemd', 'lks-server@.service'), 'utf8');
const NODE = '/usr/bin/node';

/** The unit's value of `key`, one per line, as systemd reads it (`$$` is a plain `$`). */
const valuesOf = (key) =>
  UNIT.split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1).replaceAll('$$', '$'));

/** Runs the unit's version check with a stand-in Node that answers `--version` with `version`. */
function startCheckWith(version) {
  const [check] = valuesOf('ExecStartPre');
  const shell = /^\/bin\/sh -c '(.*)'$/.exec(check ?? '');
  expect(shell).not.toBeNull();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-node-'));
  const standIn = path.join(folder, 'node');
  fs.writeFileSync(standIn, `#!/bin/sh\necho ${version}\n`, { mode: 0o755 });
  try {
    return spawnSync('/bin/sh', ['-c', shell[1].replace(`${NODE} --version`, `${standIn} --version`)], { encoding: 'utf8' });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

test('the unit starts the server with the Node it checks', () => {
  expect(valuesOf('ExecStartPre')).toHaveLength(1);
  expect(valuesOf('ExecStartPre')[0]).toContain(`${NODE} --version`);
  expect(valuesOf('ExecStart')).toEqual([`${NODE} /opt/lks/app/server/main.js /etc/lks/%i.json`]);
});

test.each(['v18.19.0', 'v22.12.0', 'v25.0.0', 'v2.4.0'])('a Node that is %s stops the start, and the journal says why', (version) => {
  const check = startCheckWith(version);
  expect(check.status).toBe(1);
  expect(check.stderr).toBe(`lks-server: ${NODE} is ${version}; the server runs on Node 24 (.nvmrc)\n`);
});

test.each(['v24.0.0', 'v24.21.0'])('Node %s starts', (version) => {
  const check = startCheckWith(version);
  expect(check.status).toBe(0);
  expect(check.stderr).toBe('');
});

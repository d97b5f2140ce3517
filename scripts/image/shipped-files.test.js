// The image carries only the files scripts/image/build.js picks, laid out as in the repository:
// the server must load from those alone, and carry none of its tests.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { serverLock, shippedFiles } = require('./build');

const root = path.join(__dirname, '..', '..');

test('the server loads from the files the image ships, and they hold no test or fixture', () => {
  const files = shippedFiles();
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'lks-shipped-'));
  try {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(app, file));
    }
    // Every module main.js and the release tool need, required outside the repository.
    const load = ['main.js', 'deploy-release.js', 'source-lines.js'].map(
      (name) => `require(${JSON.stringify(path.join(app, 'server', name))});`,
    );
    // Its dependencies come from the repository's install here; the next test holds them to
    // server/package.json, which the image installs from.
    const env = { ...process.env, NODE_PATH: path.join(root, 'node_modules') };
    const child = spawnSync(process.execPath, ['-e', load.join('')], { encoding: 'utf8', env });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(files.filter((file) => /\.test\.js$|-fixture\.js$/.test(file))).toEqual([]);
    expect(files).toContain(path.join('server', 'main.js'));
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
});

test('every package the server requires is a dependency of server/package.json', () => {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, 'server', 'package.json'), 'utf8'));
  const required = new Set(
    shippedFiles().flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/require\('([^'.][^']*)'\)/g)]
        .map(([, request]) => request)
        .filter((request) => !request.startsWith('node:')),
    ),
  );
  expect([...required].sort()).toEqual(Object.keys(dependencies).sort());
});

test('the image installs the server’s dependencies at the versions and integrity package-lock.json locks, and nothing else', () => {
  const locked = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
  const server = JSON.parse(fs.readFileSync(path.join(root, 'server', 'package.json'), 'utf8'));
  const { packages } = serverLock();
  expect(packages['']).toEqual({ name: server.name, version: server.version, dependencies: server.dependencies });
  const installed = Object.entries(packages).filter(([key]) => key !== '');
  // prom-client and what it requires: a range resolved on the day would ship whatever was newest.
  expect(installed.map(([key]) => key).sort()).toEqual(
    ['node_modules/@opentelemetry/api', 'node_modules/bintrees', 'node_modules/prom-client', 'node_modules/tdigest'].sort(),
  );
  for (const [key, entry] of installed)
    expect([key, entry.version, entry.integrity]).toEqual([key, locked[key].version, locked[key].integrity]);
});

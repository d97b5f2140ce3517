// A squad that moves a library the kernel depends on in its own package.json alone (a security
// patch of axios, a minor of the router) must not be left believing it shipped: the kernel's code
// and the host's singletons never read that pin (docs/contributing.md, "Dependency updates").
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createWebpackConfig } = require('../../webpack.shared');
const { pinsApartFromKernel, refusePinsApartFromKernel } = require('./library-pins');

const root = path.join(__dirname, '..', '..');
const kernel = require('../../shared-kernel/package.json');

const made = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A remote's folder whose package.json pins `dependencies`, with one page that imports nothing. */
function remoteDir(dependencies) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-pins-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'pages.ts'), 'export const pages = {};\n');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'remote-statement', version: '0.1.0', dependencies }));
  return dir;
}

/** The remote's production webpack config, as `npm run build -w remote-statement` makes it. */
const productionConfigOf = (dir) => createWebpackConfig({ dir, name: 'remote_statement', part: 'statement' })({}, { mode: 'production' });

const otherThan = (version) => version.replace(/\d+$/, (patch) => String(Number(patch) + 1));

test('a remote that pins axios apart from the kernel does not build, and says the kernel’s pin is the one to move', () => {
  const patched = otherThan(kernel.dependencies.axios);
  const dir = remoteDir({ ...kernel.dependencies, axios: patched, dayjs: '1.11.23' });
  expect(() => productionConfigOf(dir)).toThrow(`axios ${patched}, the kernel ${kernel.dependencies.axios}`);
  expect(() => productionConfigOf(dir)).toThrow('shared-kernel/package.json first');
});

test('a remote that moves a shared singleton (the router) alone does not build either', () => {
  const minor = '7.99.0';
  const dir = remoteDir({ 'react-router-dom': minor });
  expect(() => productionConfigOf(dir)).toThrow(`react-router-dom ${minor}, the kernel ${kernel.dependencies['react-router-dom']}`);
});

test('a remote’s own library, and the kernel’s libraries at the kernel’s pins, build', () => {
  const dir = remoteDir({ react: kernel.dependencies.react, jotai: kernel.dependencies.jotai, dayjs: '0.1.0' });
  expect(productionConfigOf(dir).plugins.length).toBeGreaterThan(0);
});

test.each(['host', 'remote-registration', 'remote-settings', 'remote-statement'])(
  '%s pins the kernel’s libraries at the kernel’s versions',
  (pkg) => {
    expect(pinsApartFromKernel(require(path.join(root, pkg, 'package.json')), kernel)).toEqual([]);
  },
);

// Renovate keeps every pin exact (renovate.json, rangeStrategy "pin"); npm writes a caret range
// unless told otherwise, so a squad's `npm install <library> -w <remote>` drifted from the rule.
test('npm install saves a new library at the exact version it installs', () => {
  const saveExact = execFileSync('npm', ['config', 'get', 'save-exact'], { cwd: root, encoding: 'utf8' });
  expect(saveExact.trim()).toBe('true');
});

test.each(['shared-kernel', 'host', 'remote-registration', 'remote-settings', 'remote-statement'])(
  '%s pins every library at one exact version',
  (pkg) => {
    const { dependencies = {}, devDependencies = {} } = require(path.join(root, pkg, 'package.json'));
    const libraries = Object.entries({ ...dependencies, ...devDependencies }).filter(([name]) => name !== 'shared-kernel');
    expect(libraries.filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version))).toEqual([]);
  },
);

// react-router-dom depends on react-router at its exact version: a router moved without it
// installs a second react-router inside react-router-dom, and the host's <BrowserRouter> and the
// kernel's navigation would run on two routers.
test('a kernel whose router is moved without the react-router it depends on exactly does not build, and says to move both', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-pins-kernel-'));
  made.push(dir);
  const pins = { 'react-router': '7.18.5', 'react-router-dom': '7.18.6' };
  fs.mkdirSync(path.join(dir, 'shared-kernel'));
  fs.writeFileSync(path.join(dir, 'shared-kernel', 'package.json'), JSON.stringify({ name: 'shared-kernel', dependencies: pins }));
  const packages = {
    'node_modules/react-router': { version: '7.18.5' },
    'node_modules/react-router-dom': { version: '7.18.6', dependencies: { 'react-router': '7.18.6' } },
  };
  fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages }));
  expect(() => refusePinsApartFromKernel(remoteDir(pins), path.join(dir, 'shared-kernel'))).toThrow(
    'react-router-dom 7.18.6 depends on react-router 7.18.6, the kernel 7.18.5',
  );
});

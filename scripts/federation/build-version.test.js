// The kernel range a remote asks for follows the names it imports, so a remote built beside a
// newer kernel still runs on a host serving an older minor when it uses nothing the minor added.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const surfaces = require('../../shared-kernel/kernel-surface.json');
const { kernelImportsOfPackage } = require('../kernel/kernel-imports');
const { buildInfo, compiledBuild, kernelRange } = require('./build-version');

const made = [];
/** A folder holding `files` (its path inside → text), removed after the tests. */
function folderOf(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-version-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
/** A remote package whose sources are `files`. */
const remoteWith = (files) => folderOf({ 'package.json': JSON.stringify({ name: 'remote-settings', version: '0.1.0' }), ...files });

const namesOf = (version) => surfaces[version]['.'].values;
const addedIn = (version, previous) => namesOf(version).filter((name) => !namesOf(previous).includes(name));

describe('the kernel range a build needs', () => {
  it('is the first recorded minor whose main entry has every name the build imports', () => {
    expect(kernelRange('1.1.0', ['Button', 'Page', 'registrationAtom'])).toBe('^1.0.0');
  });

  it('is the minor that added a name the build imports', () => {
    const [added] = addedIn('1.1.0', '1.0.1');
    expect(added).toBeDefined();
    expect(kernelRange('1.1.0', ['Button', added])).toBe('^1.1.0');
  });

  it('counts neither a namespace import nor a default one as a name the kernel must have', () => {
    expect(kernelRange('1.1.0', ['*', 'default', 'Button'])).toBe('^1.0.0');
  });

  it('is the kernel it was built with when a name is in no recorded version', () => {
    expect(kernelRange('1.1.0', ['Button', 'aNameNoKernelHas'])).toBe('^1.1.0');
  });
});

describe('the kernel range of a remote that navigates to a PATHS key a newer minor added', () => {
  // A throwaway kernel 1.2.0 whose one addition is the key PATHS.settingHelp.
  const withKey = { '.': { ...surfaces['1.1.0']['.'], values: [...namesOf('1.1.0'), 'PATHS.settingHelp'].sort() } };
  const rangeOf = (key) => {
    const remoteDir = remoteWith({
      'src/menu.ts': `import { PATHS } from 'shared-kernel';\nexport const go = (navigate) => navigate(PATHS.${key});\n`,
    });
    let range;
    jest.isolateModules(() => {
      jest.doMock('../../shared-kernel/kernel-surface.json', () => ({ ...surfaces, '1.2.0': withKey }));
      range = require('./build-version').buildInfo(remoteDir).kernel.required;
    });
    return range;
  };

  it('is that minor when the remote reads the key, and the first one when it reads only keys every kernel has', () => {
    expect(rangeOf('settingHelp')).toBe('^1.2.0');
    expect(rangeOf('setting')).toBe('^1.0.0');
  });
});

describe('the kernel names a build imports', () => {
  // A remote bundles the kit files it imports (shared-kernel/<entry>), and they take their core
  // names from the kernel the host serves, so their names decide its range too.
  const [added] = addedIn('1.1.0', '1.0.1');
  const kernelDir = folderOf({
    'package.json': JSON.stringify({ exports: { './greeting': './src/kit/greeting/greeting.ts' } }),
    'src/kit/greeting/greeting.ts': "export { greeting } from './wording';\n",
    'src/kit/greeting/wording.ts': `import { ${added} } from 'shared-kernel';\nexport const greeting = ${added};\n`,
  });
  const remoteDir = remoteWith({
    'src/page.tsx': "import { Button } from 'shared-kernel';\nimport { greeting } from 'shared-kernel/greeting';\n",
  });

  it('counts the names of the kit files it bundles, followed from file to file: a kit module on a name 1.1 added needs ^1.1.0', () => {
    expect(kernelImportsOfPackage(remoteDir, kernelDir)).toEqual({ own: ['Button'], withKit: ['Button', added].sort() });
    expect(buildInfo(remoteDir, kernelDir).kernel).toMatchObject({ required: '^1.1.0' });
  });

  it('lists for the check on the page only the names of its own code: a kit function it never calls is not in its bundle', () => {
    expect(buildInfo(remoteDir, kernelDir).kernel.imports).toEqual(['Button']);
  });
});

describe('the Module Federation version a build states', () => {
  // A squad moves its remote's federation pins before the host's (docs/contributing.md), so the
  // remote installs a version of its own beside the root's; its version.json says which it runs.
  it("is the one the package itself resolves, not the repository root's", () => {
    const own = { name: '@module-federation/webpack-bundler-runtime', version: '9.9.9' };
    const remoteDir = remoteWith({
      'src/page.tsx': "import { Button } from 'shared-kernel';\n",
      'node_modules/@module-federation/webpack-bundler-runtime/package.json': JSON.stringify(own),
    });
    expect(buildInfo(remoteDir).federation).toBe('9.9.9');
  });
});

describe('what a build compiles in of itself', () => {
  it('is the version, the commit as the skew event names it and the kernel, and version.json keeps the rest', () => {
    const info = buildInfo(remoteWith({ 'src/menu.ts': `import { PATHS } from 'shared-kernel';\nexport const go = PATHS.setting;\n` }));
    const compiled = compiledBuild({ ...info, commit: '0123456789abcdef0123456789abcdef01234567' });
    expect(compiled).toEqual({ version: '0.1.0', commit: '0123456', kernel: info.kernel });
    expect(Object.keys(info)).toEqual(expect.arrayContaining(['package', 'builtAt', 'federation']));
  });
});

// The kernel range a remote asks for follows the names it imports, so a remote built beside a
// newer kernel still runs on a host serving an older minor when it uses nothing the minor added.
const path = require('node:path');
const surfaces = require('../../shared-kernel/kernel-surface.json');
const { kernelImportsOfPackage } = require('../kernel/kernel-imports');
const { buildInfo, kernelRange } = require('./build-version');

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

  it('is the kernel it was built with when a name is in no recorded version, or nothing is known of its imports', () => {
    expect(kernelRange('1.1.0', ['Button', 'aNameNoKernelHas'])).toBe('^1.1.0');
    expect(kernelRange('1.1.0')).toBe('^1.1.0');
  });
});

describe('the kernel range of a remote that navigates to a PATHS key a newer minor added', () => {
  // A throwaway kernel 1.2.0 whose one addition is the key PATHS.settingHelp.
  const withKey = { '.': { ...surfaces['1.1.0']['.'], values: [...namesOf('1.1.0'), 'PATHS.settingHelp'].sort() } };
  const remoteDir = path.join(__dirname, '..', '..', 'remote-settings');
  const rangeOf = (key) => {
    const text = `import { PATHS } from 'shared-kernel';\nexport const go = (navigate) => navigate(PATHS.${key});\n`;
    const readSources = (dir) => (dir === path.join(remoteDir, 'src') ? [{ path: path.join(remoteDir, 'src', 'menu.ts'), text }] : []);
    let range;
    jest.isolateModules(() => {
      jest.doMock('../../shared-kernel/kernel-surface.json', () => ({ ...surfaces, '1.2.0': withKey }));
      range = require('./build-version').buildInfo(remoteDir, {}, readSources).kernel.required;
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
  const kernelDir = path.join(__dirname, '..', '..', 'shared-kernel');
  const remoteDir = path.join(__dirname, '..', '..', 'remote-settings');
  const [added] = addedIn('1.1.0', '1.0.1');
  const tree = {
    [path.join(remoteDir, 'src')]: [
      {
        path: path.join(remoteDir, 'src', 'page.tsx'),
        text: "import { Button } from 'shared-kernel';\nimport { greeting } from 'shared-kernel/greeting';\n",
      },
    ],
    [kernelDir]: [
      { path: path.join(kernelDir, 'package.json'), text: JSON.stringify({ exports: { './greeting': './src/kit/greeting/greeting.ts' } }) },
      { path: path.join(kernelDir, 'src', 'kit', 'greeting', 'greeting.ts'), text: "export { greeting } from './wording';\n" },
      {
        path: path.join(kernelDir, 'src', 'kit', 'greeting', 'wording.ts'),
        text: `import { ${added} } from 'shared-kernel';\nexport const greeting = ${added};\n`,
      },
    ],
  };
  const readSources = (dir) => tree[dir] ?? [];

  it('counts the names of the kit files it bundles, followed from file to file: a kit module on a name 1.1 added needs ^1.1.0', () => {
    expect(kernelImportsOfPackage(remoteDir, readSources)).toEqual({ own: ['Button'], withKit: ['Button', added].sort() });
    expect(buildInfo(remoteDir, {}, readSources).kernel).toMatchObject({ required: '^1.1.0' });
  });

  it('lists for the check on the page only the names of its own code: a kit function it never calls is not in its bundle', () => {
    expect(buildInfo(remoteDir, {}, readSources).kernel.imports).toEqual(['Button']);
  });
});

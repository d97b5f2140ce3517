// The kernel range a remote asks for follows the names it imports, so a remote built beside a
// newer kernel still runs on a host serving an older minor when it uses nothing the minor added.
const surfaces = require('../../shared-kernel/kernel-surface.json');
const { kernelRange } = require('./build-version');

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

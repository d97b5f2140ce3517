import { KERNEL_VERSION } from '../../core/kernel-version';
import { type BuildInfo, guardPages, kernelSkew, RemoteSkewError, satisfiesCaret, skewReportOf } from './remote-compatibility';

const build = (imports: string[], required = '^1.0.0'): BuildInfo => ({
  package: 'remote-statement',
  version: '0.1.0',
  commit: '0123456789abcdef',
  builtAt: '2026-11-24T00:00:00.000Z',
  kernel: { version: required.slice(1), required, imports },
  federation: '2.9.2',
});
const served = (version: string | null, names: string[]) =>
  Object.fromEntries([...names.map((name) => [name, () => undefined]), ...(version ? [['KERNEL_VERSION', version]] : [])]);

describe('a remote on the page it was loaded into', () => {
  it('runs when the served kernel is in its range and has every name it imports', () => {
    expect(kernelSkew('statement', build(['setFlow', 'PATHS']), served('1.2.3', ['setFlow', 'PATHS', 'track']))).toBeNull();
  });

  it('names the kernel exports the served kernel lacks, with both versions', () => {
    expect(kernelSkew('statement', build(['setFlow', 'PATHS']), served('1.0.0', ['PATHS']))).toEqual({
      remote: 'statement',
      remoteVersion: '0.1.0+0123456',
      kernelVersion: '1.0.0 served, ^1.0.0 required',
      missing: 'setFlow',
    });
  });

  it('names the kernel range when the served kernel is older than the remote needs, even with every name there', () => {
    expect(kernelSkew('settings', build(['PATHS'], '^1.1.0'), served('1.0.4', ['PATHS']))?.missing).toBe('shared-kernel ^1.1.0');
    expect(kernelSkew('settings', build(['PATHS'], '^1.0.0'), served('2.0.0', ['PATHS']))?.kernelVersion).toBe(
      '2.0.0 served, ^1.0.0 required',
    );
  });

  it('names a PATHS key the served kernel’s PATHS lacks, so the remote never navigates to undefined', () => {
    const kernel = { ...served('1.1.0', ['setFlow']), PATHS: { setting: '/setting' } };
    expect(kernelSkew('settings', build(['PATHS', 'PATHS.setting', 'PATHS.settingHelp']), kernel)).toEqual({
      remote: 'settings',
      remoteVersion: '0.1.0+0123456',
      kernelVersion: '1.1.0 served, ^1.0.0 required',
      missing: 'PATHS.settingHelp',
    });
    expect(kernelSkew('settings', build(['PATHS', 'PATHS.setting']), kernel)).toBeNull();
  });

  it('leaves a use of any PATHS key to the range, which is then the kernel the remote was built with', () => {
    const kernel = { ...served('1.1.0', []), PATHS: { setting: '/setting' } };
    expect(kernelSkew('settings', build(['PATHS', 'PATHS.*'], '^1.1.0'), kernel)).toBeNull();
    expect(kernelSkew('settings', build(['PATHS', 'PATHS.*'], '^1.2.0'), kernel)?.missing).toBe('shared-kernel ^1.2.0');
  });

  it('judges a kernel from before versioning by the names it exports', () => {
    expect(kernelSkew('registration', build(['PATHS']), served(null, ['PATHS']))).toBeNull();
    expect(kernelSkew('registration', build(['formatIdCard']), served(null, ['PATHS']))?.kernelVersion).toBe(
      'unversioned served, ^1.0.0 required',
    );
  });

  it('checks the kernel this page serves when given none', () => {
    expect(kernelSkew('statement', build(['PATHS', 'callApi']))).toBeNull();
    expect(kernelSkew('statement', build(['PATHS', 'setFlow']))).toEqual(
      expect.objectContaining({ kernelVersion: `${KERNEL_VERSION} served, ^1.0.0 required`, missing: 'setFlow' }),
    );
  });

  it('reads caret ranges as npm does for the versions the builds write', () => {
    expect(satisfiesCaret('1.0.0', '^1.0.0')).toBe(true);
    expect(satisfiesCaret('1.3.0', '^1.2.0')).toBe(true);
    expect(satisfiesCaret('1.1.9', '^1.2.0')).toBe(false);
    expect(satisfiesCaret('2.0.0', '^1.2.0')).toBe(false);
  });
});

describe('a remote’s guarded pages', () => {
  it('refuse before the page’s code is fetched when the kernel lacks a name, with a report the host can read', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => null }));
    const pages = guardPages('statement', build(['setFlow']), { '/request-statement': load }, served('1.0.0', []));
    const failure: unknown = await pages['/request-statement']?.().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteSkewError);
    expect(skewReportOf(failure)?.missing).toBe('setFlow');
    expect(load).not.toHaveBeenCalled();
  });

  it('load the page when nothing is missing', async () => {
    const page = { default: () => null };
    const pages = guardPages(
      'statement',
      build(['setFlow']),
      { '/request-statement': () => Promise.resolve(page) },
      served('1.0.0', ['setFlow']),
    );
    await expect(pages['/request-statement']?.()).resolves.toBe(page);
  });

  it('leave an ordinary error alone', () => {
    expect(skewReportOf(new TypeError('x is not a function'))).toBeNull();
  });
});

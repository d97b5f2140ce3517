import { setRuntimeConfig } from 'shared-kernel';
import { testRuntimeConfig } from 'shared-kernel/testing';

// The real Module Federation runtime. What a container runs is faked at the page's global, where a
// loaded remoteEntry.js puts it.
type Runtime = typeof import('@module-federation/enhanced/runtime');
type Fresh = typeof import('./fresh-remote-entry');
let runtime: Runtime;
let fresh: Fresh;

const CONTAINER = 'remote_registration';

beforeAll(() => {
  runtime = jest.requireActual('@module-federation/enhanced/runtime');
  fresh = jest.requireActual('./fresh-remote-entry');
  setRuntimeConfig(testRuntimeConfig('http://localhost:1'));
  runtime.init({ name: 'host', remotes: [{ name: CONTAINER, alias: 'registration', entry: 'http://localhost:1/remoteEntry.js' }] });
});

/** A remote container as a release's remoteEntry.js leaves it on the page. */
function deployed(release: string) {
  (globalThis as Record<string, unknown>)[CONTAINER] = {
    init: () => undefined,
    get: () => Promise.resolve(() => ({ release })),
  };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('after a fresh entry is asked for, the container of the previous release is dropped and the next load takes the new one', async () => {
  deployed('previous');
  await expect(runtime.loadRemote('registration/pages')).resolves.toEqual({ release: 'previous' });

  fresh.refreshRemoteEntry('registration');
  expect((globalThis as Record<string, unknown>)[CONTAINER]).toBeUndefined();

  deployed('next');
  await expect(runtime.loadRemote('registration/pages')).resolves.toEqual({ release: 'next' });
});

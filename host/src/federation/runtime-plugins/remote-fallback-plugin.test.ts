import provideRuntimeCorePlugin, { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeLoan } from './provide-runtime-core-plugin';
import { remoteFallbackPlugin, type UnavailableRemote } from './remote-fallback-plugin';
import { RemoteUnavailableError } from '../load-remote-page';
import { skewOf } from '../remote-unavailable-event';
import type { RemoteName } from 'shared-kernel';

// All Module Federation's runtime says when a remote's entry script threw as it ran: the
// throw itself, from another origin, reaches the page only as "Script error.".
const NO_EXPORTS = new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001');

const page = globalThis as Record<string, unknown>;

beforeEach(() => {
  const plugin = provideRuntimeCorePlugin();
  (plugin.beforeInit as unknown as (args: object) => object)({});
});
afterEach(() => {
  delete page[BUNDLER_RUNTIME_GLOBAL];
});

/** What a remote of the release in production runs as its entry loads (docs/deploy-contract.md, "The one ordered step"). */
function previousReleaseRemoteStarts(builtWith: string): void {
  const loan = page[BUNDLER_RUNTIME_GLOBAL] as BundlerRuntimeLoan;
  if (loan.version !== builtWith) {
    throw new Error(`This remote was built with Module Federation ${builtWith}; the host lends ${loan.version}.`);
  }
  void { ...loan.bundlerRuntime };
}

/** The route's view of a failed entry: the fallback module the plugin resolves it to, as the page loader reads it. */
function entryFails(remote: RemoteName): ReturnType<typeof skewOf> {
  const plugin = remoteFallbackPlugin();
  const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: object) => UnavailableRemote;
  const fallback = errorLoadRemote({ id: `${remote}/pages`, lifecycle: 'onLoad', error: NO_EXPORTS });
  return skewOf(remote, new RemoteUnavailableError(remote, `entry failed to load: ${fallback.reason ?? ''}`));
}

test('a remote of the release in production refusing the bundler runtime the host lends is reported as skew, naming the host’s version', () => {
  expect(() => previousReleaseRemoteStarts('2.9.1')).toThrow('the host lends');
  expect(entryFails('registration')).toEqual(
    expect.objectContaining({
      remote: 'registration',
      missing: expect.stringContaining(`the host lends Module Federation ${__LKS_FEDERATION_VERSION__}`) as unknown,
    }),
  );
});

test('a refusal is the failing remote’s: it stays skew on every later failure, and another remote failing without exports is a remote down', () => {
  expect(() => previousReleaseRemoteStarts('2.9.1')).toThrow();
  expect(entryFails('registration')).not.toBeNull();
  expect(entryFails('statement')).toBeNull();
  expect(entryFails('registration')).not.toBeNull();
});

test('a remote of that release that took the loan and failed later is not skew', () => {
  // Another remote than the tests above name: a refusal stays with its remote for the page's life.
  previousReleaseRemoteStarts(__LKS_FEDERATION_VERSION__);
  expect(entryFails('settings')).toBeNull();
});

test('an entry that fails while no remote has read the loan is a remote down, not skew', () => {
  expect(entryFails('statement')).toBeNull();
});

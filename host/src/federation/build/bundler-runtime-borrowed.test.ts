import provideRuntimeCorePlugin, { LENT_BUNDLER_RUNTIME } from '../runtime-plugins/provide-runtime-core-plugin';
import { BUNDLER_RUNTIME_GLOBAL } from '../runtime-plugins/bundler-runtime-loan';
import type { Federation } from '@module-federation/webpack-bundler-runtime';

// What a production remote's container gets in place of its own bundler runtime
// (scripts/federation/bundler-runtime-loan.js swaps it in at build time).
function remoteContainerStart(): Federation {
  let federation: Federation | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    federation = (require('./bundler-runtime-borrowed') as { default: Federation }).default;
  });
  return federation as Federation;
}

function hostStarts() {
  const plugin = provideRuntimeCorePlugin();
  (plugin.beforeInit as unknown as (a: object) => object)({});
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL];
});

test("once the host's federation has started, a remote consumes shared modules with the host's code and starts its own container", () => {
  hostStarts();
  const federation = remoteContainerStart();
  const lent = LENT_BUNDLER_RUNTIME.bundlerRuntime;
  expect(federation.bundlerRuntime?.consumes).toBe(lent.consumes);
  expect(federation.bundlerRuntime?.I).toBe(lent.I);
  expect(federation.bundlerRuntime?.installInitialConsumes).toBe(lent.installInitialConsumes);
  expect(federation.bundlerRuntime?.init).toBe(lent.init);
  expect(federation.attachShareScopeMap).toBe(LENT_BUNDLER_RUNTIME.attachShareScopeMap);
  expect(typeof federation.bundlerRuntime?.initContainerEntry).toBe('function');
  expect(typeof federation.runtime?.init).toBe('function');
  // Each container gets its own instance and options; only the functions are shared.
  expect(federation.instance).toBeUndefined();
  expect(federation.bundlerRuntimeOptions).toEqual({});
});

test('a remote loaded without the host refuses to start and says why', () => {
  expect(() => remoteContainerStart()).toThrow(/borrows the host’s Module Federation bundler runtime, and the page has none/);
});

test('a remote built with another Module Federation version refuses the loan, naming both versions', () => {
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = { ...LENT_BUNDLER_RUNTIME, version: '0.0.1' };
  expect(() => remoteContainerStart()).toThrow(`built with Module Federation ${__LKS_FEDERATION_VERSION__}; the host lends 0.0.1`);
});

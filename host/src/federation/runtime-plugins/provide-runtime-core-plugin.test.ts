import { ModuleFederation } from '@module-federation/runtime-core';
import { bundlerRuntime } from '@module-federation/webpack-bundler-runtime/bundler';
import provideRuntimeCorePlugin, {
  BUNDLER_RUNTIME_GLOBAL,
  type BundlerRuntimeLoan,
  PROVIDED_RUNTIME_CORE,
  RUNTIME_CORE_GLOBAL,
  RUNTIME_CORE_OFFERS_GLOBAL,
} from './provide-runtime-core-plugin';

// What a remote of the previous release reads from the page when it starts: the runtime-core
// names its build was checked against, and the bundler runtime under the version it was built
// with (docs/deploy-contract.md, "The one ordered step").
const PREVIOUS_RELEASE_READS = [
  'CurrentGlobal',
  'Module',
  'ModuleFederation',
  'assert',
  'getGlobalFederationConstructor',
  'getRemoteEntry',
  'getRemoteInfo',
  'helpers',
  'loadScript',
  'loadScriptNode',
  'registerGlobalPlugins',
  'satisfy',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
];
const PREVIOUS_RELEASE_FEDERATION = '2.9.2';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
  delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL];
  delete (globalThis as Record<string, unknown>)[RUNTIME_CORE_OFFERS_GLOBAL];
});

function startHostFederation() {
  const plugin = provideRuntimeCorePlugin();
  const args = { marker: 'start-up options' };
  const returned = (plugin.beforeInit as unknown as (a: typeof args) => typeof args)(args);
  return { args, returned };
}

test('a previous-release remote finds every runtime-core name it reads once the host federation starts, and start-up goes on unchanged', () => {
  const { args, returned } = startHostFederation();
  expect(returned).toBe(args);
  const lent = (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] as Record<string, unknown>;
  for (const name of PREVIOUS_RELEASE_READS) expect(lent[name]).toBeDefined();
  expect(lent.ModuleFederation).toBe(ModuleFederation);
});

test('a previous-release remote finds the bundler runtime under the Module Federation version it was built with', () => {
  startHostFederation();
  const loan = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as BundlerRuntimeLoan;
  expect(loan.version).toBe(PREVIOUS_RELEASE_FEDERATION);
  expect(loan.bundlerRuntime).toBe(bundlerRuntime);
  expect(Object.keys(PROVIDED_RUNTIME_CORE).sort()).toEqual([...PREVIOUS_RELEASE_READS].sort());
});

test("today's remotes find runtime-core offered under the host's exact Module Federation version, with every name they read", () => {
  startHostFederation();
  const offers = (globalThis as Record<string, unknown>)[RUNTIME_CORE_OFFERS_GLOBAL] as Record<string, Record<string, unknown>>;
  expect(Object.keys(offers)).toEqual([__LKS_FEDERATION_VERSION__]);
  const offered = offers[__LKS_FEDERATION_VERSION__] ?? {};
  for (const name of PREVIOUS_RELEASE_READS) expect(offered[name]).toBeDefined();
  expect(offered.ModuleFederation).toBe(ModuleFederation);
});

test("the host's offer keeps one already on the page and the other versions there", () => {
  const earlier = { ModuleFederation: 'a copy a remote fetched first' };
  (globalThis as Record<string, unknown>)[RUNTIME_CORE_OFFERS_GLOBAL] = { [__LKS_FEDERATION_VERSION__]: earlier, '9.9.9': {} };
  startHostFederation();
  const offers = (globalThis as Record<string, unknown>)[RUNTIME_CORE_OFFERS_GLOBAL] as Record<string, unknown>;
  expect(offers[__LKS_FEDERATION_VERSION__]).toBe(earlier);
  expect(Object.keys(offers).sort()).toEqual([__LKS_FEDERATION_VERSION__, '9.9.9'].sort());
});

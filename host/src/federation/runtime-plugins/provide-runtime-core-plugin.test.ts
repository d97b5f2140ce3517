import { ModuleFederation } from '@module-federation/runtime-core';
import provideRuntimeCorePlugin, { PROVIDED_RUNTIME_CORE, RUNTIME_CORE_GLOBAL } from './provide-runtime-core-plugin';

// The list every production remote build is checked against (webpack.shared.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const contract = require('../../../../scripts/federation/runtime-core-contract.js') as {
  RUNTIME_CORE_GLOBAL: string;
  PROVIDED_RUNTIME_CORE_EXPORTS: string[];
};

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
});

test('the host lends the remotes exactly the runtime-core names their builds are checked against', () => {
  expect(RUNTIME_CORE_GLOBAL).toBe(contract.RUNTIME_CORE_GLOBAL);
  expect(Object.keys(PROVIDED_RUNTIME_CORE).sort()).toEqual([...contract.PROVIDED_RUNTIME_CORE_EXPORTS].sort());
  for (const name of contract.PROVIDED_RUNTIME_CORE_EXPORTS) {
    expect(PROVIDED_RUNTIME_CORE[name as keyof typeof PROVIDED_RUNTIME_CORE]).toBeDefined();
  }
});

test("the runtime is on the page once the host's federation starts, and start-up goes on unchanged", () => {
  const plugin = provideRuntimeCorePlugin();
  const args = { marker: 'start-up options' };
  const returned = (plugin.beforeInit as unknown as (a: typeof args) => typeof args)(args);
  expect(returned).toBe(args);
  const lent = (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] as typeof PROVIDED_RUNTIME_CORE;
  expect(lent.ModuleFederation).toBe(ModuleFederation);
});

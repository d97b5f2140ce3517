import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime/bundler';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeLoan } from './bundler-runtime-loan';

/**
 * The page's one federation runtime, lent to the remotes. Production remotes are built with
 * `externalRuntime` and read runtime-core from this global instead of each carrying a copy
 * (scripts/federation/runtime-core-contract.js holds the list and checks every remote build
 * against it). Each name is read off the namespace, never the namespace itself, so the
 * bundler still keeps only what remotes use (lending the whole namespace cost 22 KiB gzip).
 */
export const PROVIDED_RUNTIME_CORE = {
  CurrentGlobal: runtimeCore.CurrentGlobal,
  Module: runtimeCore.Module,
  ModuleFederation: runtimeCore.ModuleFederation,
  assert: runtimeCore.assert,
  getGlobalFederationConstructor: runtimeCore.getGlobalFederationConstructor,
  getRemoteEntry: runtimeCore.getRemoteEntry,
  getRemoteInfo: runtimeCore.getRemoteInfo,
  helpers: runtimeCore.helpers,
  loadScript: runtimeCore.loadScript,
  loadScriptNode: runtimeCore.loadScriptNode,
  registerGlobalPlugins: runtimeCore.registerGlobalPlugins,
  satisfy: runtimeCore.satisfy,
  setGlobalFederationConstructor: runtimeCore.setGlobalFederationConstructor,
  setGlobalFederationInstance: runtimeCore.setGlobalFederationInstance,
};

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The host's bundler runtime, the same objects its own container uses. Their functions take the
 * calling container's `__webpack_require__`, so one copy serves every remote
 * (scripts/federation/bundler-runtime-loan.js). Lending them costs the host nothing: its
 * container keeps the whole object anyway.
 */
export const LENT_BUNDLER_RUNTIME: BundlerRuntimeLoan = {
  version: __LKS_FEDERATION_VERSION__,
  bundlerRuntime,
  attachShareScopeMap,
};

/** Runs in the host's federation start-up (webpack.shared.js), before any remote entry is fetched. */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      const page = runtimeCore.CurrentGlobal as unknown as Record<string, unknown>;
      page[RUNTIME_CORE_GLOBAL] = PROVIDED_RUNTIME_CORE;
      page[BUNDLER_RUNTIME_GLOBAL] = LENT_BUNDLER_RUNTIME;
      return args;
    },
  };
}

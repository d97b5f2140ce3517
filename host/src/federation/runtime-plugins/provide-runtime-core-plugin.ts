import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime/bundler';
import { noteLoanTaken, noteLoanVersionRead } from './lent-runtime-refusal';

/**
 * Remotes of the previous release carry no federation runtime of their own: their containers
 * read runtime-core from one global and the bundler runtime from another, and refuse a bundler
 * runtime of any other Module Federation version than the one they were built with
 * (docs/deploy-contract.md, "The one ordered step"). The host keeps lending both, under these
 * names and in this shape, while a remote of that release may still be deployed.
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
/**
 * Today's remotes take runtime-core from the page only under their exact Module Federation
 * version, and fetch their own otherwise (docs/deploy-contract.md, "Taking the page's runtime");
 * the global's name is the build's, the one the remotes' start code reads.
 */
export const RUNTIME_CORE_OFFERS_GLOBAL = __LKS_RUNTIME_CORES__;

/**
 * The runtime-core names those remotes read, and today's remotes too (a remote's start code
 * checks the names it reads before it takes the offer). Each is read off the namespace, never the namespace
 * itself, so the bundler still keeps only what is used (lending the whole namespace cost 22 KiB gzip).
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

export interface BundlerRuntimeLoan {
  /** The Module Federation version the host was built with; a previous-release remote built with another refuses it. */
  version: string;
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: NonNullable<Federation['attachShareScopeMap']>;
}

/**
 * The host's bundler runtime, the same objects its own container uses: their functions take the
 * calling container's `__webpack_require__`, so one copy serves a borrowing remote too. Lending
 * them costs the host nothing: its container keeps the whole object anyway. Reads are noted so
 * that a remote refusing the loan is told from a broken one (./lent-runtime-refusal.ts).
 */
export const LENT_BUNDLER_RUNTIME: BundlerRuntimeLoan = {
  get version() {
    noteLoanVersionRead();
    return __LKS_FEDERATION_VERSION__;
  },
  get bundlerRuntime() {
    noteLoanTaken();
    return bundlerRuntime;
  },
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
      const offers = (page[RUNTIME_CORE_OFFERS_GLOBAL] ??= {}) as Record<string, unknown>;
      offers[__LKS_FEDERATION_VERSION__] ??= PROVIDED_RUNTIME_CORE;
      return args;
    },
  };
}

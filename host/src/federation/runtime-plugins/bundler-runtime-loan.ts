import type { Federation } from '@module-federation/webpack-bundler-runtime';

/** Where the host puts its bundler runtime for the remotes (scripts/federation/bundler-runtime-loan.js). */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

export interface BundlerRuntimeLoan {
  /** The Module Federation version the host was built with; a remote built with another refuses to start. */
  version: string;
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: NonNullable<Federation['attachShareScopeMap']>;
}

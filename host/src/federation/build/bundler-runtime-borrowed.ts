// Build-time stand-in for @module-federation/webpack-bundler-runtime's `bundler.js` in a
// production remote (scripts/federation/bundler-runtime-loan.js). The bundler runtime is the
// code a container runs to consume shared modules: its functions take the container's own
// `__webpack_require__` as an argument, so the host's copy serves every container on the page
// and a remote entry need not carry its own (3 KiB gzip each). The remote keeps what the host
// lacks: `initContainerEntry` (the host exposes nothing, so its build leaves it out) and its own
// `@module-federation/runtime`, whose `init` must find the remote's instance, not the host's.
import * as runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeLoan } from '../runtime-plugins/bundler-runtime-loan';

function takeLoan(): BundlerRuntimeLoan {
  const loan = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as BundlerRuntimeLoan | undefined;
  if (!loan) throw new Error('This remote borrows the host’s Module Federation bundler runtime, and the page has none: load it through the host.');
  if (loan.version !== __LKS_FEDERATION_VERSION__) {
    throw new Error(`This remote was built with Module Federation ${__LKS_FEDERATION_VERSION__}; the host lends ${loan.version}. Rebuild it against the host's version.`);
  }
  return loan;
}

const loan = takeLoan();

const federation: Federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...loan.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: loan.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;

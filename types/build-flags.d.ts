/**
 * Set by webpack's DefinePlugin (webpack.shared.js): true only in development builds and in a
 * tester build asked for with LKS_DEBUG_TOOLS=on. jest runs with it true (jest.setup.ts).
 */
declare const __LKS_DEBUG_TOOLS__: boolean;

/** What this build's code reads of what it says about itself (its version.json has every fact: docs/deploy-contract.md). */
declare const __LKS_BUILD__: import('shared-kernel/compatibility').CompiledBuild;

/**
 * The release a build belongs to (webpack.shared.js: LKS_RELEASE, else the git commit), named in
 * the page's error reports. Unit tests run without it.
 */
declare const __LKS_RELEASE__: string | undefined;

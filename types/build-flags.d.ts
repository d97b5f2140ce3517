/**
 * Set by webpack's DefinePlugin (webpack.shared.js): true only in development builds and in a
 * tester build asked for with LKS_DEBUG_TOOLS=on. jest runs with it true (jest.setup.ts).
 */
declare const __LKS_DEBUG_TOOLS__: boolean;

/**
 * The installed Module Federation version (webpack.shared.js): the host lends its bundler runtime
 * under it, and a production remote refuses a loan of another version
 * (host/src/federation/build/bundler-runtime-borrowed.ts).
 */
declare const __LKS_FEDERATION_VERSION__: string;

/**
 * The release a build belongs to (webpack.shared.js: LKS_RELEASE, else the git commit), named in
 * the page's error reports. Unit tests run without it.
 */
declare const __LKS_RELEASE__: string | undefined;

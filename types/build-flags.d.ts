/**
 * Set by webpack's DefinePlugin (webpack.shared.js): true only in development builds and in a
 * tester build asked for with LKS_DEBUG_TOOLS=on. jest runs with it true (jest.setup.ts).
 */
declare const __LKS_DEBUG_TOOLS__: boolean;

/**
 * The kernel's `shared-kernel/display-formats` entry point: how digits, countdowns and account
 * types are shown. They hold no state, so, like `shared-kernel/validation`, they are bundled into
 * the page chunks that show them instead of riding on every first load.
 */
export * from './display-masks';
export * from './countdown';
export * from './account-type';
export * from './use-account-type-label';

/**
 * How long the start waits for liff.init (LINE's servers: the LIFF app's context, LINE Login's
 * code exchange, its keys). A LINE that answers slowly or not at all then ends in the start-up
 * failure screen with a retry, not in a first screen that never comes to life.
 */
export const LIFF_INIT_LIMIT_MS = 20_000;

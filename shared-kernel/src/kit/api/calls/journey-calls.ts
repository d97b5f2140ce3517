/**
 * The kernel's `shared-kernel/journey-calls` entry point: the bank calls of the registration,
 * account and settings journeys, the one writer of the code they send, and the one reading of
 * where the bank stands after a lost answer. No start-up needs them, so they are bundled into the
 * page chunks that make them (each keeps only the calls it uses) instead of riding on every first
 * load; the API client they go through comes from `shared-kernel` itself.
 */
export * from './registration';
export * from './accounts';
export * from './settings';
export * from '../issued-otp';
export * from '../sent-code';
export * from '../bank-link-state';

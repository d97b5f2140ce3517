/**
 * The kernel's `shared-kernel/validation` entry point: the input rules of the forms. They hold
 * no state, so they are not shared through federation; only the page chunks with a form import
 * them, which keeps them off every first load (the main entry is shared whole).
 */
export * from './validation-messages';
export * from './id-card';
export * from './mobile';
export * from './account-number';
export * from './referral';
export * from './email';
export * from './otp';

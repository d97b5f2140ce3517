/**
 * The kernel's `shared-kernel/consent-frames` entry point: the bank's consent form, framed and
 * polled for its answer, and the allow-list every framed page passes. Only the consent and
 * captcha pages use it, so it is bundled into their chunks instead of riding on every first
 * load; the runtime config and the API client come from `shared-kernel` itself.
 */
export * from './use-consent-return-poll';
export * from '../api/calls/consents';
export * from '../frames/allowed-frame';

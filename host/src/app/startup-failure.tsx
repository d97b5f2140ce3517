import { BackToChatButton, localStore, PAGE_TEXTS, RefusedRuntimeConfig, ResultPage, sessionStore } from 'shared-kernel';

export type StartupFailureReason = 'unavailable' | 'liff-mock-in-production' | 'storage-refused';

const TEXTS = {
  unavailable: PAGE_TEXTS.generalError,
  'liff-mock-in-production': PAGE_TEXTS.mockInProduction,
  'storage-refused': PAGE_TEXTS.storageRefused,
} as const;

/** Why the start-up failed, as far as the customer can act on it. */
export function startupFailureReason(error: unknown): StartupFailureReason {
  if (error instanceof RefusedRuntimeConfig) return error.reason;
  return sessionStore.takesWrites() && localStore.takesWrites() ? 'unavailable' : 'storage-refused';
}

/**
 * When the shell cannot even start (no runtime config, LIFF refused), never a white screen; an
 * end screen like any other, so it offers 'back to chat'. A refused config, or a browser that
 * stores nothing (LIFF's start-up needs sessionStorage), says what is wrong.
 */
export function StartupFailure({ reason = 'unavailable' }: { reason?: StartupFailureReason }) {
  const texts = TEXTS[reason];
  return <ResultPage icon="alert" title={texts.title} description={texts.description} actions={<BackToChatButton />} />;
}

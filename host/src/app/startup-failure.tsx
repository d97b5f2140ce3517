import { BackToChatButton, localStore, RefusedRuntimeConfig, ResultPage, sessionStore, useKernelTexts } from 'shared-kernel';

export type StartupFailureReason = 'unavailable' | 'liff-mock-in-production' | 'storage-refused';

const PAGE_OF_REASON = {
  unavailable: 'generalError',
  'liff-mock-in-production': 'mockInProduction',
  'storage-refused': 'storageRefused',
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
  const texts = useKernelTexts().PAGE_TEXTS[PAGE_OF_REASON[reason]];
  return <ResultPage icon="alert" title={texts.title} description={texts.description} actions={<BackToChatButton />} />;
}

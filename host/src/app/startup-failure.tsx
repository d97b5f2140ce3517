import { BackToChatButton, PAGE_TEXTS, ResultPage } from 'shared-kernel';

export type StartupFailureReason = 'unavailable' | 'liff-mock-in-production';

/**
 * When the shell cannot even start (no runtime config, LIFF refused), never a white screen; an
 * end screen like any other, so it offers 'back to chat'. A refused config says what is wrong.
 */
export function StartupFailure({ reason = 'unavailable' }: { reason?: StartupFailureReason }) {
  const texts = reason === 'liff-mock-in-production' ? PAGE_TEXTS.mockInProduction : PAGE_TEXTS.generalError;
  return <ResultPage icon="alert" title={texts.title} description={texts.description} actions={<BackToChatButton />} />;
}

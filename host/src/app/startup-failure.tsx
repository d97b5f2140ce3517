import { useEffect } from 'react';
import {
  BackToChatButton,
  Button,
  localStore,
  RefusedRuntimeConfig,
  ResultPage,
  sessionStore,
  startAgain,
  useKernelTexts,
} from 'shared-kernel';

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
 * stores nothing (LIFF's start-up needs sessionStorage), says what is wrong. A start LINE or the
 * network failed may go through the next time: the customer can try again at once, which in a
 * browser (no chat to go back to) is the only way on.
 */
export function StartupFailure({ reason = 'unavailable' }: { reason?: StartupFailureReason }) {
  const { BUTTONS, PAGE_TEXTS } = useKernelTexts();
  const texts = PAGE_TEXTS[PAGE_OF_REASON[reason]];
  // Drawn outside the router, so the route announcer never names it: the page kept the route's title.
  useEffect(() => {
    document.title = texts.title;
  }, [texts.title]);
  const retry = reason === 'unavailable' ? <Button onClick={startAgain}>{BUTTONS.retry}</Button> : null;
  return (
    <ResultPage
      icon="alert"
      title={texts.title}
      description={texts.description}
      actions={
        <>
          {retry}
          <BackToChatButton />
        </>
      }
    />
  );
}

import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { checkPreSetting, patchSettingAtom, useErrorHandler, withLoading } from 'shared-kernel';

/**
 * docs/behaviour.md#settings-journeys: the pre-setting check sets isFillConsentAllowed and isLoadingSuccess.
 * It runs on the access token the host already exchanged at start (the 'before setting' token
 * exchange variant needs no second exchange). A customer who is not registered answers LKS1002,
 * which the catalogue sends to /register; any other failure leaves a retry on the page.
 */
export function usePreSettingCheck(): { failed: boolean; retry: () => void } {
  const patchSetting = useSetAtom(patchSettingAtom);
  const handleError = useErrorHandler();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setFailed(false);
    // The menu waits for this visit's answer, not an earlier visit's.
    patchSetting({ isLoadingSuccess: false });
    withLoading(checkPreSetting).then(
      ({ isFillConsentAllowed }) => {
        if (active) patchSetting({ isFillConsentAllowed, isLoadingSuccess: true });
      },
      (error: unknown) => {
        if (!active) return;
        setFailed(true);
        void handleError(error);
      },
    );
    return () => {
      active = false;
    };
  }, [patchSetting, handleError, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { failed, retry };
}

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { patchSettingAtom, useErrorHandler, useVisitLoad } from 'shared-kernel';
import { checkPreSetting } from 'shared-kernel/journey-calls';

/**
 * docs/behaviour.md#settings-journeys: the pre-setting check sets isFillConsentAllowed and isLoadingSuccess.
 * It runs on the access token the host already exchanged at start (the 'before setting' token
 * exchange variant needs no second exchange). A customer who is not registered answers LKS1002,
 * which the catalogue sends to /register; any other failure leaves a retry on the page.
 */
export function usePreSettingCheck(): { failed: boolean; retry: () => void } {
  const patchSetting = useSetAtom(patchSettingAtom);
  const handleError = useErrorHandler();
  const check = useCallback(() => {
    // The menu waits for this visit's answer, not an earlier visit's.
    patchSetting({ isLoadingSuccess: false });
    return checkPreSetting();
  }, [patchSetting]);
  const { failed, retry } = useVisitLoad(check, {
    onLoaded: ({ isFillConsentAllowed }) => patchSetting({ isFillConsentAllowed, isLoadingSuccess: true }),
    onFailed: (error) => void handleError(error),
  });
  return { failed, retry };
}

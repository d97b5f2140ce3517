import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { checkPreSetting, patchSettingAtom, useErrorHandler, withLoading } from 'shared-kernel';

/** SPEC.md section 4: the pre-setting check sets isFillConsentAllowed and isLoadingSuccess. */
export function usePreSettingCheck(): void {
  const patchSetting = useSetAtom(patchSettingAtom);
  const handleError = useErrorHandler();
  useEffect(() => {
    let active = true;
    withLoading(checkPreSetting).then(
      ({ isFillConsentAllowed }) => {
        if (active) patchSetting({ isFillConsentAllowed, isLoadingSuccess: true });
      },
      (error: unknown) => {
        if (active) void handleError(error);
      },
    );
    return () => {
      active = false;
    };
  }, [patchSetting, handleError]);
}

import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { featureFlagsAtom, PATHS, registerRefOf, registrationAtom, showSuccess, useErrorHandler, withLoading } from 'shared-kernel';
import { kernelTextsNow } from 'shared-kernel/language';
import { submitRegister } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';
import { OWN_PATHS } from '../../own-paths';
import { recordRegistrationStep } from '../../registration-step';

/**
 * Registration ends on /confirm-account with Register (docs/behaviour.md#registration-journey):
 * the chosen accounts go with the registration, then consent collection when the bank asks for
 * it and the flag allows, else the survey.
 */
export function useRegisterAccounts(): () => Promise<void> {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { bankAccounts, registerRef } = useAtomValue(registrationAtom);
  const { enableRegistrationConsentManagement } = useAtomValue(featureFlagsAtom);
  const stillHere = useStillHere();

  return useCallback(async () => {
    try {
      const { mustConsent } = await withLoading(() =>
        submitRegister({
          registerRef: registerRefOf(registerRef),
          registerAccounts: bankAccounts.map(({ accountType, accountNumber, isNotificationEnabled }) => ({
            accountType,
            accountNumber,
            isNotificationEnabled,
          })),
        }),
      );
      const next = enableRegistrationConsentManagement && mustConsent ? PATHS.consentCollection : OWN_PATHS.survey;
      // Accepted: from now on the account screens send the customer on, wherever they are when it lands.
      recordRegistrationStep(next);
      if (!stillHere()) return;
      await showSuccess(kernelTextsNow().POPUP_TEXTS.registered);
      if (stillHere()) navigate(next, { replace: true });
    } catch (error) {
      if (stillHere()) await handleError(error, { verifyBy: 'info' });
    }
  }, [bankAccounts, registerRef, enableRegistrationConsentManagement, navigate, handleError, stillHere]);
}

import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { featureFlagsAtom, PATHS, registerRefOf, registrationAtom, showSuccess, useErrorHandler, withLoading } from 'shared-kernel';
import { kernelTextsNow } from 'shared-kernel/language';
import { bankLinkState, submitRegister } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';
import { OWN_PATHS } from '../../own-paths';
import { recordRegisterSent, recordRegistrationStep, registerSentUnanswered, type RegistrationStep } from '../../registration-step';

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

  const goOn = useCallback(
    async (next: RegistrationStep) => {
      // Accepted: from now on the account screens send the customer on, wherever they are when it lands.
      recordRegistrationStep(next);
      if (!stillHere()) return;
      await showSuccess(kernelTextsNow().POPUP_TEXTS.registered);
      if (stillHere()) navigate(next, { replace: true });
    },
    [navigate, stillHere],
  );

  return useCallback(async () => {
    const earlierUnanswered = registerSentUnanswered();
    recordRegisterSent();
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
      await goOn(enableRegistrationConsentManagement && mustConsent ? PATHS.consentCollection : OWN_PATHS.survey);
    } catch (error) {
      // The bank refuses a registration it has already accepted: when an earlier Register's answer
      // was lost and the customer is now linked, that Register went through. Whether consent is
      // needed went with its answer; consent collection asks the bank again and skips when it is not.
      if (earlierUnanswered && (await bankLinkState()) === 'linked') {
        await goOn(enableRegistrationConsentManagement ? PATHS.consentCollection : OWN_PATHS.survey);
        return;
      }
      if (stillHere()) await handleError(error, { verifyBy: 'info' });
    }
  }, [bankAccounts, registerRef, enableRegistrationConsentManagement, goOn, handleError, stillHere]);
}

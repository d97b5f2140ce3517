import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ERROR_CATALOGUE,
  featureFlagsAtom,
  getDeviceOs,
  LOCAL_KEYS,
  localStore,
  patchRegistrationAtom,
  PATHS,
  setHasBankApp,
  startJourney,
  useErrorHandler,
  withLoading,
  showCatalogueMessage,
} from 'shared-kernel';
import { preRegister, requestRegisterOtp, storeSentCode } from 'shared-kernel/journey-calls';
import { servedSessionItem } from 'shared-kernel/compatibility';
import { useStillHere } from 'shared-kernel/still-here';
import { forgetRegistrationStep } from '../../registration-step';

export interface RegistrationInput {
  identificationNumber: string;
  mobileNumber: string;
  referral: string;
  recaptchaToken: string;
  isHaveKMA: boolean;
}

type Channel = 'otp' | 'kma';

// This window's copy of the reference, read before local storage's after a reload: another window
// of the app starting a registration replaces the device's (shared-kernel registerRefOf). On a host
// whose kernel predates the key, nothing is kept and the device's copy serves as in that release.
const thisWindowsRegisterRef = servedSessionItem('registerRef');

/** The same words as LKS0405, which is the server asking this question. */
function confirmReplace(): Promise<boolean> {
  return showCatalogueMessage(ERROR_CATALOGUE.LKS0405);
}

/**
 * docs/behaviour.md#registration-journey: pre-register by KMA or OTP, settle the replace question, keep
 * the references, then ask for the OTP (or leave the KMA deep link to /redirect-kma) and go
 * to that verification page.
 */
export function useStartRegistration() {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const { enableRegistrationKma } = useAtomValue(featureFlagsAtom);
  const stillHere = useStillHere();

  const run = useCallback(
    async (input: RegistrationInput, channel: Channel, isSkipReplace: boolean): Promise<void> => {
      const retry = (nextChannel: Channel, skip: boolean) => run(input, nextChannel, skip);
      try {
        const answer = await withLoading(() =>
          preRegister(channel, {
            identificationNumber: input.identificationNumber,
            mobileNumber: input.mobileNumber,
            referral: input.referral,
            recaptchaToken: input.recaptchaToken,
            deviceOS: getDeviceOs(),
            ...(isSkipReplace ? { isSkipReplace: true } : {}),
          }),
        );
        // A customer who has left /info has dropped this registration: no question, and no SMS.
        if (!stillHere()) return;
        if (answer.mustConfirmRegisterForReplace && !isSkipReplace) {
          if (await confirmReplace()) await retry(channel, true);
          return;
        }
        patch({
          registerRef: answer.registerRef,
          hashedMobileNumber: answer.hashedMobileNumber,
          mustConfirmRegisterForReplace: answer.mustConfirmRegisterForReplace,
          isRegisterByKma: channel === 'kma',
        });
        localStore.set(LOCAL_KEYS.registerRef, answer.registerRef);
        thisWindowsRegisterRef.set(answer.registerRef);
        localStore.set(LOCAL_KEYS.hashedMobileNumber, answer.hashedMobileNumber);
        startJourney('register');
        forgetRegistrationStep();
        if (channel === 'otp') {
          const otp = await withLoading(() => requestRegisterOtp(answer.registerRef));
          storeSentCode(otp, { registerRef: answer.registerRef });
          if (stillHere()) navigate(PATHS.otp);
        } else {
          // /redirect-kma asks for the deep link itself (each visit needs a fresh authRef).
          navigate(PATHS.redirectKma);
        }
      } catch (error) {
        if (!stillHere()) return;
        await handleError(error, {
          verifyBy: 'info',
          actions: {
            confirmReplace: () => retry(channel, true),
            // No bank app after all: the same registration continues by OTP.
            offerOtp: () => {
              patch({ isRegisterByKma: false });
              setHasBankApp(false);
              return retry('otp', isSkipReplace);
            },
          },
        });
      }
    },
    [handleError, navigate, patch, stillHere],
  );

  return useCallback(
    (input: RegistrationInput) => run(input, input.isHaveKMA && enableRegistrationKma ? 'kma' : 'otp', false),
    [run, enableRegistrationKma],
  );
}

import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, registerRefOf, registrationAtom, useErrorHandler, withLoading } from 'shared-kernel';
import { requestRegisterOtp, storeSentCode } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';

/** In registration the bank wants the registration OTP again: a new code for the registerRef, then /otp. */
export function useReverifyRegistrationOtp(): () => Promise<void> {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const registerRef = registerRefOf(useAtomValue(registrationAtom).registerRef);
  const stillHere = useStillHere();

  return useCallback(async () => {
    const otp = await withLoading(() => requestRegisterOtp(registerRef)).catch((again: unknown) => {
      if (stillHere()) void handleError(again, { verifyBy: 'info' });
      return null;
    });
    if (!otp) return;
    storeSentCode(otp, { registerRef });
    if (stillHere()) navigate(PATHS.otp);
  }, [registerRef, handleError, navigate, stillHere]);
}

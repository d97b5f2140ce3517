import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { patchRegistrationAtom, PATHS, registerRefOf, registrationAtom, useErrorHandler, withLoading } from 'shared-kernel';
import { issuedOtp, requestRegisterOtp } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';

/** In registration the bank wants the registration OTP again: a new code for the registerRef, then /otp. */
export function useReverifyRegistrationOtp(): () => Promise<void> {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const patch = useSetAtom(patchRegistrationAtom);
  const { registerRef } = useAtomValue(registrationAtom);
  const stillHere = useStillHere();

  return useCallback(async () => {
    const otp = await withLoading(() => requestRegisterOtp(registerRefOf(registerRef))).catch((again: unknown) => {
      if (stillHere()) void handleError(again, { verifyBy: 'info' });
      return null;
    });
    if (!otp) return;
    patch(issuedOtp(otp));
    if (stillHere()) navigate(PATHS.otp);
  }, [registerRef, handleError, patch, navigate, stillHere]);
}

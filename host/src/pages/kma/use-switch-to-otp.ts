import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { patchRegistrationAtom, SESSION_KEYS, sessionStore } from 'shared-kernel';
import { forgetKmaRequest, otpEntryPath, type VerificationMode } from '../../verification/verification-flow';

/** LKS0302 and 'app not found' lead here: clear the KMA flag and continue with OTP. */
export function useSwitchToOtp(mode: VerificationMode): () => void {
  const navigate = useNavigate();
  const patchRegistration = useSetAtom(patchRegistrationAtom);
  return useCallback(() => {
    sessionStore.set(SESSION_KEYS.isHaveKMA, 'false');
    patchRegistration({ isRegisterByKma: false });
    forgetKmaRequest();
    navigate(otpEntryPath(mode), { replace: true });
  }, [mode, navigate, patchRegistration]);
}

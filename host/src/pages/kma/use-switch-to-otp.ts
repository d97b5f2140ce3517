import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { patchRegistrationAtom, setHasBankApp } from 'shared-kernel';
import { forgetKmaRequest, otpEntryPath, type VerificationMode } from '../../verification/verification-flow';

/** LKS0302 and 'app not found' lead here: clear the KMA flag and continue with OTP. */
export function useSwitchToOtp(mode: VerificationMode): () => void {
  const navigate = useNavigate();
  const patchRegistration = useSetAtom(patchRegistrationAtom);
  return useCallback(() => {
    setHasBankApp(false);
    patchRegistration({ isRegisterByKma: false });
    forgetKmaRequest();
    navigate(otpEntryPath(mode), { replace: true });
  }, [mode, navigate, patchRegistration]);
}

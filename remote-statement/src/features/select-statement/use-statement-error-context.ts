import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, startJourney, type ErrorContext } from 'shared-kernel';

/**
 * What this form adds to the kernel's error handling: LKS0303 (the bank cannot read the
 * account with this verification) asks for the OTP again (phone entry), and a lock from that
 * verification returns to the method chooser.
 */
export function useStatementErrorContext(): ErrorContext {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      verifyBy: 'request-setting',
      actions: {
        reverifyOtp: () => {
          startJourney('select-statement');
          navigate(PATHS.receiveOtp, { replace: true });
        },
      },
    }),
    [navigate],
  );
}

import { useCallback, useState } from 'react';

/** The bank's specification (see docs/behaviour.md#otp-screens) leaves the resend countdown open; one minute is what Thai banks' OTP screens use. */
export const RESEND_COUNTDOWN_MS = 60_000;

export interface OtpResendCountdown {
  /** Still counting: resend is not offered yet (unless the code expired or the attempts ran out). */
  running: boolean;
  /** Whole seconds left, rounded up, never more than the countdown's length. */
  secondsLeft: number;
  /** A new code was sent: count from the start again. */
  restart: () => void;
}

/** The wait before the OTP screen offers to resend, counted on the page's clock (`now`, from useNow). */
export function useOtpResendCountdown(now: number): OtpResendCountdown {
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_COUNTDOWN_MS);
  const restart = useCallback(() => setResendAt(Date.now() + RESEND_COUNTDOWN_MS), []);
  return {
    running: now < resendAt,
    secondsLeft: Math.ceil(Math.min(RESEND_COUNTDOWN_MS, resendAt - now) / 1000),
    restart,
  };
}

import { useCountdown } from '../../ui/use-countdown';

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

/** The wait before the OTP screen offers to resend (useCountdown: a phone clock set back does not stretch it). */
export function useOtpResendCountdown(): OtpResendCountdown {
  const { msLeft, restart } = useCountdown(RESEND_COUNTDOWN_MS);
  return { running: msLeft > 0, secondsLeft: Math.ceil(msLeft / 1000), restart };
}

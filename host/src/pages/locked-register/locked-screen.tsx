import { useEffect, useRef } from 'react';
import { Icon, ResultPage, type LockVerifyBy, type StatusIconKind } from 'shared-kernel';
import { formatCountdown } from 'shared-kernel/display-formats';
import { useCountdown } from '../../ui/use-countdown';
import { useVerificationStyles } from '../../ui/verification-styles';

/** docs/behaviour.md#locked-and-suspended-screens: the component's own default; the route passes the catalogue's 3600 s. */
export const LOCKED_SCREEN_DEFAULT_SECONDS = 1800;
export const HOTLINE_HREF = 'tel:1572';

interface LockedScreenProps {
  header: string;
  icon?: StatusIconKind;
  title: string;
  desc: string;
  countdownLabel: string;
  buttonText: string;
  /** Seconds to wait, shown mm:ss (h:mm:ss past an hour). */
  time?: number;
  verifyBy: LockVerifyBy;
  onCountdownEnd: (verifyBy: LockVerifyBy) => void;
}

export function LockedScreen({
  header,
  icon = 'lock',
  title,
  desc,
  countdownLabel,
  buttonText,
  time = LOCKED_SCREEN_DEFAULT_SECONDS,
  verifyBy,
  onCountdownEnd,
}: LockedScreenProps) {
  useVerificationStyles();
  // Counted against an end instant, so a throttled background tab still ends on time (useCountdown).
  const left = Math.ceil(useCountdown(time * 1000).msLeft / 1000);
  const ended = useRef(false);
  const end = useRef(onCountdownEnd);
  end.current = onCountdownEnd;

  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    end.current(verifyBy);
  }, [left, verifyBy]);

  return (
    <ResultPage
      icon={icon}
      title={header}
      actions={
        <a className="k-btn k-btn--secondary" href={HOTLINE_HREF}>
          <Icon name="phone" />
          {buttonText}
        </a>
      }
    >
      <h2>{title}</h2>
      <p>{desc}</p>
      <p className="verify-countdown-label">
        <Icon name="clock" />
        {countdownLabel}
      </p>
      <p className="verify-countdown" role="timer" aria-live="off">
        {formatCountdown(left)}
      </p>
    </ResultPage>
  );
}

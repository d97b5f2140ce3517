import { useLocation, useNavigate } from 'react-router-dom';
import { LOCK_RETURN_PATHS, LOCK_SECONDS, type LockState, type LockVerifyBy, useKernelTexts } from 'shared-kernel';
import { useHostTexts } from '../../texts/catalogue';
import { LockedScreen } from './locked-screen';

/** Router state comes from the kernel's lock-state; anything else (a typed URL, a reload without state) gets the defaults. */
function lockStateOf(state: unknown): LockState {
  const fallback: LockState = { seconds: LOCK_SECONDS, verifyBy: 'info' };
  if (typeof state !== 'object' || state === null) return fallback;
  const seconds = 'seconds' in state && typeof state.seconds === 'number' && state.seconds >= 0 ? state.seconds : fallback.seconds;
  const verifyBy =
    'verifyBy' in state && typeof state.verifyBy === 'string' && state.verifyBy in LOCK_RETURN_PATHS
      ? (state.verifyBy as LockVerifyBy)
      : fallback.verifyBy;
  return { seconds, verifyBy };
}

export default function LockedRegisterPage() {
  const TEXT = useHostTexts().locked;
  const { BUTTONS } = useKernelTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const { seconds, verifyBy } = lockStateOf(location.state);
  return (
    <LockedScreen
      header={TEXT.header}
      title={TEXT.title}
      desc={TEXT.description}
      countdownLabel={TEXT.countdownLabel}
      buttonText={BUTTONS.callHotline}
      time={seconds}
      verifyBy={verifyBy}
      onCountdownEnd={(to) => navigate(LOCK_RETURN_PATHS[to], { replace: true })}
    />
  );
}

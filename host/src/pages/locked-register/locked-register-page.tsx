import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCK_RETURN_PATHS, LOCK_SECONDS, type LockState, type LockVerifyBy, useKernelTexts } from 'shared-kernel';
import { useHostTexts } from '../../texts/catalogue';
import { LockedScreen } from './locked-screen';

/**
 * Router state comes from the kernel's lock-state; anything else (a typed URL, the app opened
 * afresh from the chat) gets the defaults. The state outlives a reload: the time since the lock
 * was read is taken off (none when the phone's clock was set back meanwhile).
 */
function lockStateOf(state: unknown, now: number): LockState {
  const fallback: LockState = { seconds: LOCK_SECONDS, verifyBy: 'info' };
  if (typeof state !== 'object' || state === null) return fallback;
  const elapsed = 'at' in state && typeof state.at === 'number' ? Math.max(0, Math.floor((now - state.at) / 1000)) : 0;
  const seconds =
    'seconds' in state && typeof state.seconds === 'number' && state.seconds >= 0 ? Math.max(0, state.seconds - elapsed) : fallback.seconds;
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
  // Read once: the countdown runs from the seconds left when the screen opened.
  const [{ seconds, verifyBy }] = useState(() => lockStateOf(location.state, Date.now()));
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

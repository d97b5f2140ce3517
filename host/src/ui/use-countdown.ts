import { useCallback, useState } from 'react';
import { useClock } from './use-clock';

export interface Countdown {
  /** Milliseconds left, never more than the countdown's length. */
  msLeft: number;
  /** Count the whole length again from now. */
  restart: () => void;
}

/** A countdown of `lengthMs`, re-read every second on the clock that never steps back (use-clock.ts). */
export function useCountdown(lengthMs: number): Countdown {
  const { now, readNow } = useClock();
  const [endsAt, setEndsAt] = useState(() => readNow() + lengthMs);
  const restart = useCallback(() => setEndsAt(readNow() + lengthMs), [readNow, lengthMs]);
  return { msLeft: Math.max(0, Math.min(lengthMs, endsAt - now)), restart };
}

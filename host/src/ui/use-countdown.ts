import { useCallback, useEffect, useState } from 'react';

interface Reading {
  /** The phone's clock (Date.now) at this reading. */
  wall: number;
  /** The monotonic clock (performance.now) at this reading. */
  mono: number;
  endsAt: number;
}

function startReading(lengthMs: number): Reading {
  const wall = Date.now();
  return { wall, mono: performance.now(), endsAt: wall + lengthMs };
}

/**
 * A reading one tick on. A clock set back (by hand, or a time sync) moved less than the time
 * that really passed, performance.now's: the end moves back by as much, or the countdown would
 * stretch by the whole step. A phone that slept catches up: its clock moved on while
 * performance.now may have stood still, and that is never a step back.
 */
function nextReading(last: Reading): Reading {
  const wall = Date.now();
  const mono = performance.now();
  const setBack = Math.max(0, last.wall + (mono - last.mono) - wall);
  return { wall, mono, endsAt: last.endsAt - setBack };
}

export interface Countdown {
  /** Milliseconds left, never more than the countdown's length. */
  msLeft: number;
  /** Count the whole length again from now. */
  restart: () => void;
}

/** A countdown of `lengthMs`, re-read every second; the interval dies with the page. */
export function useCountdown(lengthMs: number): Countdown {
  const [reading, setReading] = useState(() => startReading(lengthMs));
  useEffect(() => {
    const id = setInterval(() => setReading(nextReading), 1000);
    return () => clearInterval(id);
  }, []);
  const restart = useCallback(() => setReading(startReading(lengthMs)), [lengthMs]);
  return { msLeft: Math.max(0, Math.min(lengthMs, reading.endsAt - reading.wall)), restart };
}

import { useCallback, useEffect, useRef, useState } from 'react';

interface Reading {
  /** The phone's clock (Date.now) at this reading. */
  wall: number;
  /** The monotonic clock (performance.now) at this reading. */
  mono: number;
  /** How far the phone's clock has been set back since the page opened. */
  setBack: number;
}

/**
 * A reading one tick on. A clock set back (by hand, or a time sync) moved less than the time that
 * really passed, performance.now's: the difference is added back, or every countdown and expiry
 * would stretch by the whole step. A phone that slept catches up: its clock moved on while
 * performance.now may have stood still, and that is never a step back.
 */
function nextReading(last?: Reading): Reading {
  const wall = Date.now();
  const mono = performance.now();
  const step = last ? Math.max(0, last.wall + (mono - last.mono) - wall) : 0;
  return { wall, mono, setBack: (last?.setBack ?? 0) + step };
}

export interface Clock {
  /** The time at the last tick, for countdowns and expiry compares. */
  now: number;
  /** The time at this instant, for a countdown started between ticks. */
  readNow: () => number;
}

/** The phone's clock, re-read every `intervalMs`, never stepping back; the interval dies with the page. */
export function useClock(intervalMs = 1000): Clock {
  const [reading, setReading] = useState(() => nextReading());
  useEffect(() => {
    const id = setInterval(() => setReading(nextReading), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  const last = useRef(reading);
  last.current = reading;
  const readNow = useCallback(() => {
    const fresh = nextReading(last.current);
    return fresh.wall + fresh.setBack;
  }, []);
  return { now: reading.wall + reading.setBack, readNow };
}

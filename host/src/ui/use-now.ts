import { useEffect, useState } from 'react';

/** The clock, re-read every `intervalMs`, for countdowns and expiry compares; the interval dies with the page. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

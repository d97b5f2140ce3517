import { useEffect, useRef } from 'react';
import { CONSENT_POLL_MS, readConsentReturn, type ConsentReturn } from 'shared-kernel';

/**
 * While `active`, checks every 5 s (docs/behaviour.md#limits-and-timings) for the marker /stamp-consent-action
 * writes, and hands the result over once. The frame cannot tell the parent it is done, because
 * the provider sends it back to our origin without a message; the shared sessionStorage can.
 */
export function useConsentReturnPoll(active: boolean, onReturn: (result: ConsentReturn) => void): void {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  }, [onReturn]);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const result = readConsentReturn();
      if (!result) return;
      clearInterval(timer);
      latest.current(result);
    }, CONSENT_POLL_MS);
    return () => clearInterval(timer);
  }, [active]);
}

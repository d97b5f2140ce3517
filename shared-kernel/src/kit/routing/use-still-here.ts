import { useCallback, useEffect, useRef } from 'react';

/**
 * The kernel's `shared-kernel/still-here` entry point. For work that finishes after an await: once
 * the customer has left the page, it must not navigate or open anything (docs/behaviour.md#verification-journey).
 */
export function useStillHere(): () => boolean {
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return useCallback(() => here.current, []);
}

import { useCallback, useEffect, useRef } from 'react';

/** For work that finishes after an await: once the customer has left the page, it must not navigate or open anything. */
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

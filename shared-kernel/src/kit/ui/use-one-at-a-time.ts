import { useRef } from 'react';

export interface OneAtATimeOptions {
  /** The action's success ends the page's work (it moves on): later calls stay ignored, so nothing is sent again as the page leaves. */
  holdAfterSuccess?: boolean;
}

/**
 * The kernel's `shared-kernel/one-at-a-time` entry point: a page's action (its button, Enter in
 * its form) that ignores a call while a run is under way. The spinner's overlay stops a second tap
 * but not a second Enter, which would send the bank the same request again. A run that fails
 * (the action throws) frees it before the error reaches the caller, so the customer can try again.
 * A run that took the customer to another screen keeps it held: the router draws the next screen
 * only once its code has arrived, and until then this one stays on show, its spinner gone.
 */
export function useOneAtATime<Args extends unknown[], Result = void>(
  action: (...args: Args) => Promise<Result>,
  { holdAfterSuccess = false }: OneAtATimeOptions = {},
): (...args: Args) => Promise<Result | undefined> {
  const running = useRef(false);
  return async (...args) => {
    // An ignored call answers nothing (undefined): it did not act.
    if (running.current) return undefined;
    running.current = true;
    const path = location.pathname;
    let result: Result;
    try {
      result = await action(...args);
    } catch (error) {
      running.current = false;
      throw error;
    }
    running.current = holdAfterSuccess || location.pathname !== path;
    return result;
  };
}

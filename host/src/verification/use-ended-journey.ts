import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, type Flow } from 'shared-kernel';
import type { VerificationMode } from './verification-flow';

/**
 * A service verification screen with no flow: the settings menu ended the journey (the phone's
 * back to the menu then forward, or back from a cancelled service), so there is nothing to verify
 * for and no code to send. The menu, at once, in place of this entry (docs/behaviour.md#flows).
 */
export function useEndedJourney(mode: VerificationMode, flow: Flow | null): boolean {
  const navigate = useNavigate();
  const ended = mode === 'service' && flow === null;
  useEffect(() => {
    if (ended) navigate(PATHS.setting, { replace: true });
  }, [ended, navigate]);
  return ended;
}

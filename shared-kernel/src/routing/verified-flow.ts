import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isVerifiedFor, startJourney } from '../session/verified-journey';
import type { Flow } from './flow';
import { PATHS } from './paths';

/**
 * Pages behind identity verification: opened without a verify token for their flow (a bookmark,
 * a reload after the window was closed), they start that flow's journey and send the customer to
 * verify (`unverifiedPath`, the method chooser unless the page has its own entry) instead of
 * failing a call.
 */
export function useVerifiedFlow(flow: Flow, unverifiedPath: string = PATHS.requestSetting): boolean {
  const navigate = useNavigate();
  const verified = isVerifiedFor(flow);
  useEffect(() => {
    if (verified) return;
    startJourney(flow);
    navigate(unverifiedPath, { replace: true });
  }, [verified, flow, unverifiedPath, navigate]);
  return verified;
}

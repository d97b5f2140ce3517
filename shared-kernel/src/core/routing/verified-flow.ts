import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetVerifyToken, isVerifiedFor, startJourney } from '../session/verified-journey';
import { showAlert } from '../state/popups';
import { kernelTextsNow } from '../texts/kernel-texts';
import type { Flow } from './flow';
import { PATHS } from './paths';
import { useIdleLimit } from './verified-idle';

/**
 * Pages behind identity verification: opened without a verify token for their flow (a bookmark,
 * a reload after the window was closed), they start that flow's journey and send the customer to
 * verify (`unverifiedPath`, the method chooser unless the page has its own entry) instead of
 * failing a call. Left without a tap or a key for the idle limit (./verified-idle.ts), the page
 * drops its verify token, says why and sends the customer the same way; what a form holds is the
 * form's to keep.
 */
export function useVerifiedFlow(flow: Flow, unverifiedPath: string = PATHS.requestSetting): boolean {
  const navigate = useNavigate();
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const verified = isVerifiedFor(flow);
  useIdleLimit(verified, () => {
    forgetVerifyToken();
    void showAlert({ ...kernelTextsNow().POPUP_TEXTS.verifiedIdle, icon: 'alert' });
    redraw();
  });
  useEffect(() => {
    if (verified) return;
    startJourney(flow);
    navigate(unverifiedPath, { replace: true });
  }, [verified, flow, unverifiedPath, navigate]);
  return verified;
}

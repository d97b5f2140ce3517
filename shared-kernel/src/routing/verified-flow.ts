import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';
import { currentFlow, setFlow, type Flow } from './flow';
import { PATHS } from './paths';

/** A verify token counts only for the flow it was earned in (the menu clears it when a flow starts). */
export function isVerifiedFor(flow: Flow): boolean {
  return Boolean(sessionStore.get(SESSION_KEYS.verifyToken)) && currentFlow() === flow;
}

/**
 * Settings pages behind identity verification: opened without it (a bookmark, a reload after the
 * window was closed), they send the customer to verify for that flow instead of failing a call.
 */
export function useVerifiedFlow(flow: Flow): boolean {
  const navigate = useNavigate();
  const verified = isVerifiedFor(flow);
  useEffect(() => {
    if (verified) return;
    setFlow(flow);
    navigate(PATHS.requestSetting, { replace: true });
  }, [verified, flow, navigate]);
  return verified;
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { normaliseError } from '../api/normalised-error';
import { flowLabel } from '../analytics/flow-labels';
import { track } from '../analytics/track';
import { currentFlow } from '../session/verified-journey';
import { PATHS } from '../routing/paths';
import { catalogueEntryFor, type ErrorNext } from './catalogue';
import { showCatalogueMessage } from './show-catalogue-message';
import { lockStateFrom, type LockVerifyBy } from './lock-state';

export type ErrorAction = Extract<ErrorNext, { kind: 'action' }>['action'];
export type ErrorActions = Partial<Record<ErrorAction, () => unknown>>;

export interface ErrorContext {
  /** Where the lock screen returns when its countdown ends. */
  verifyBy?: LockVerifyBy;
  actions?: ErrorActions;
}

/**
 * The one way a page reacts to a failed call: the catalogue decides the popup and the next
 * step; the page passes only the actions that need its own state.
 */
export function useErrorHandler() {
  const navigate = useNavigate();
  return useCallback(
    async (error: unknown, context: ErrorContext = {}): Promise<void> => {
      const detail = normaliseError(error);
      // Every failure is reported; while offline the analytics queue keeps it until the connection is back.
      track({ name: 'api_error', params: { code: detail.code, flow: flowLabel(currentFlow()) } });
      const entry = catalogueEntryFor(detail.code, detail.message);
      // Only a build with the debug tools carries the detail at all.
      const debugDetail = __LKS_DEBUG_TOOLS__ ? `${detail.code}: ${detail.message}` : undefined;
      // An entry that goes straight to a page navigates in this same tick, with no popup to wait for.
      if ((entry.popup || entry.confirm) && !(await showCatalogueMessage(entry, debugDetail))) return;
      const next = entry.next;
      switch (next.kind) {
        case 'stay':
          return;
        case 'back':
          navigate(-1);
          return;
        case 'route':
          navigate(next.to, { replace: next.replace });
          return;
        case 'lock':
          navigate(PATHS.lockedRegister, {
            replace: true,
            state: lockStateFrom(detail.metadata.cooldownFinishedAt, next.defaultSeconds, context.verifyBy),
          });
          return;
        case 'reverify':
          navigate(currentFlow() === 'register' ? PATHS.info : PATHS.requestSetting, { replace: true });
          return;
        case 'action':
          await context.actions?.[next.action]?.();
          return;
      }
    },
    [navigate],
  );
}

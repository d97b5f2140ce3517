import type { ReactNode } from 'react';
import { useVerifiedFlow } from 'shared-kernel';
import { isSettingsAccountFlow } from './use-account-mode';

function VerifiedForAccounts({ children }: { children: ReactNode }) {
  return useVerifiedFlow('confirm-account') ? children : null;
}

/**
 * In the settings flow the account screens need that flow's verify token; opened without one
 * (a reload after the window closed) they send the customer to verify instead of failing a call.
 */
export function AccountFlowGate({ children }: { children: ReactNode }) {
  return isSettingsAccountFlow() ? <VerifiedForAccounts>{children}</VerifiedForAccounts> : children;
}

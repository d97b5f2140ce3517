import type { ReactNode } from 'react';
import { currentFlow, isVerifiedFor, PATHS, useVerifiedFlow } from 'shared-kernel';
import { submittedRegistrationStep } from '../../registration-step';
import { SendOn } from '../../send-on';
import { isSettingsAccountFlow } from './use-account-mode';

function VerifiedForAccounts({ children }: { children: ReactNode }) {
  return useVerifiedFlow('confirm-account') ? children : null;
}

/**
 * A registration under way in this window verifies again on /info, as an expired verification
 * does there; anything else (a chat link, a bookmark, a new window) goes to the settings menu,
 * which sends a customer who is not registered to registration. One the bank has already
 * accepted is never offered for Register again: the phone's back onto these screens goes on to
 * where its journey stands (docs/behaviour.md#account-screens).
 */
function elsewhereThanRegistration(): string | null {
  if (currentFlow() !== 'register') return PATHS.setting;
  return submittedRegistrationStep() ?? (isVerifiedFor('register') ? null : PATHS.info);
}

/**
 * The account screens act for a verified customer: in the settings flow with that flow's verify
 * token, in registration with the registration's. Opened without one (a reload after the window
 * was closed, a link) they send the customer where that is earned instead of failing a call.
 */
export function AccountFlowGate({ children }: { children: ReactNode }) {
  return isSettingsAccountFlow() ? (
    <VerifiedForAccounts>{children}</VerifiedForAccounts>
  ) : (
    <SendOn to={elsewhereThanRegistration()}>{children}</SendOn>
  );
}

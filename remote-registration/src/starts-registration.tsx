import { useEffect, type ComponentType } from 'react';
import * as router from 'react-router-dom';
import { PATHS } from 'shared-kernel';
import { OWN_PATHS } from './own-paths';
import { submittedRegistrationStep } from './registration-step';

// The router the host serves: one of the release in production has no useNavigationType
// (docs/deploy-contract.md, "Libraries on skew"); beside it no screen counts as brought back, and
// they start a registration as that release's did (its kernel keeps no registrationStep either).
const served: Partial<typeof router> = router;
const useBroughtBack: () => boolean = served.useNavigationType ? () => router.useNavigationType() === 'POP' : () => false;

/**
 * /info, whose Next starts a registration and its SMS, never starts a second one for a
 * registration the bank has accepted in this window: brought back by the phone's history (or
 * opened by its address, a reload) it sends the customer on to where that journey stands, a
 * finished one to the settings menu, in place of its history entry so the next back goes on past
 * it. Reached by a move forward (from the terms, as after a cancel of the service) it starts a new
 * one (docs/behaviour.md#registration-journey).
 */
export function startsRegistration(Screen: ComponentType): ComponentType {
  return function StartsRegistration() {
    const navigate = router.useNavigate();
    const broughtBack = useBroughtBack();
    const step = broughtBack ? submittedRegistrationStep() : null;
    const elsewhere = step === OWN_PATHS.success ? PATHS.setting : step;
    useEffect(() => {
      if (elsewhere) navigate(elsewhere, { replace: true });
    }, [elsewhere, navigate]);
    return elsewhere ? null : <Screen />;
  };
}

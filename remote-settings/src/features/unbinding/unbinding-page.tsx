import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  endJourney,
  isErrorCode,
  LOCAL_KEYS,
  localStore,
  normaliseError,
  Page,
  patchRegistrationAtom,
  PATHS,
  useErrorHandler,
  useVerifiedFlow,
  withLoading,
} from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { bankLinkState, unregister } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';
import { useSettingsTexts } from '../../texts/catalogue';
import { OWN_PATHS } from '../../own-paths';
import { cancelSentUnanswered, forgetCancelSent, recordCancelSent } from './cancel-sent';

/**
 * Cancel service, after identity verification (flow 'unbinding'). The question is the page
 * itself rather than a popup over an empty page, so nothing is left behind if the customer
 * leaves with the back button.
 */
export default function UnbindingPage() {
  const SETTINGS_TEXTS = useSettingsTexts();
  const { POPUP_TEXTS } = useKernelTexts();
  const verified = useVerifiedFlow('unbinding');
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const patchRegistration = useSetAtom(patchRegistrationAtom);
  const stillHere = useStillHere();

  const confirm = async () => {
    setBusy(true);
    const earlierUnanswered = cancelSentUnanswered();
    recordCancelSent();
    try {
      await withLoading(unregister);
    } catch (error) {
      // The bank refuses to cancel a service it has already cancelled: when an earlier confirm's
      // answer was lost and the customer is no longer registered, that confirm went through. A
      // refusal as 'not registered' says the service is cancelled (the app open in another
      // window cancelled it), which is what the customer asked for here.
      const alreadyCancelled =
        isErrorCode(normaliseError(error).code, 'LKS1002') || (earlierUnanswered && (await bankLinkState()) === 'not registered');
      if (!alreadyCancelled) {
        setBusy(false);
        if (stillHere()) await handleError(error);
        return;
      }
    }
    forgetCancelSent();
    // docs/behaviour.md#unbinding-journey: a new journey after re-registering starts a new scenario.
    localStore.remove(LOCAL_KEYS.scenarioId);
    // The bank's hash of the mobile belongs to the link that no longer exists: stored, or still
    // in memory from a registration in this same visit.
    localStore.remove(LOCAL_KEYS.hashedMobileNumber);
    patchRegistration({ hashedMobileNumber: '' });
    // The verify token belonged to the link that no longer exists.
    endJourney();
    if (stillHere()) navigate(OWN_PATHS.successUnbinding, { replace: true });
  };

  if (!verified) return null;
  return (
    <Page
      title={POPUP_TEXTS.unbindingQuestion}
      footer={
        <>
          <Button variant="warning" disabled={busy} onClick={() => void confirm()}>
            {SETTINGS_TEXTS.unbinding.confirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => navigate(PATHS.setting, { replace: true })}>
            {SETTINGS_TEXTS.unbinding.keep}
          </Button>
        </>
      }
    >
      <p className="k-text-muted">{SETTINGS_TEXTS.unbinding.description}</p>
    </Page>
  );
}

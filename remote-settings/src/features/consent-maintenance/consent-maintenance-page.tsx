import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  clearConsentReturn,
  ERROR_CATEGORIES,
  openConsentForm,
  Page,
  PATHS,
  readConsentReturn,
  setErrorCategory,
  useErrorHandler,
  useVerifiedFlow,
  withLoading,
  type ConsentReturn,
} from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import {
  fetchConsentMaintenanceForm,
  isAllowedFrameUrl,
  sendConsentResult,
  useConsentReturnPoll,
  CONSENT_FRAME_SANDBOX,
} from 'shared-kernel/consent-frames';
import { useStillHere } from 'shared-kernel/still-here';
import { useSettingsTexts } from '../../texts/catalogue';
import { useSettingsStyles } from '../../ui/settings-styles';
import { focusScreenHeading } from 'shared-kernel/screen-heading';

type Stage =
  | { kind: 'loading' }
  | { kind: 'frame'; url: string }
  | { kind: 'sending' }
  | { kind: 'loadFailed' }
  | { kind: 'sendFailed'; result: ConsentReturn };

/**
 * Consent maintenance (flow 'manage-consent', after verification): the bank's consent form in a
 * frame; the provider returns the frame to /stamp-consent-action, which leaves a marker this
 * page polls for, then the result goes to the bank and the customer back to the menu.
 */
export default function ConsentMaintenancePage() {
  const TEXT = useSettingsTexts().consentMaintenance;
  const { BUTTONS } = useKernelTexts();
  const verified = useVerifiedFlow('manage-consent');
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const started = useRef(false);
  const stillHere = useStillHere();

  useSettingsStyles();
  useEffect(() => {
    // Before any call: an error page drawn later reports this journey.
    setErrorCategory(ERROR_CATEGORIES.manageConsent);
  }, []);

  const finish = useCallback(
    async (result: ConsentReturn) => {
      setStage({ kind: 'sending' });
      try {
        await withLoading(() => sendConsentResult(result));
      } catch (error) {
        // The marker stays until the bank has the result, so a retry (or a reload) can send it again.
        setStage({ kind: 'sendFailed', result });
        if (stillHere()) await handleError(error);
        return;
      }
      clearConsentReturn();
      if (stillHere()) navigate(PATHS.setting, { replace: true });
    },
    [handleError, navigate, stillHere],
  );

  const loadForm = useCallback(async () => {
    setStage({ kind: 'loading' });
    try {
      const { formUrl } = await withLoading(fetchConsentMaintenanceForm);
      if (!stillHere()) return;
      if (isAllowedFrameUrl(formUrl)) {
        openConsentForm();
        setStage({ kind: 'frame', url: formUrl });
      } else navigate(PATHS.generalError, { replace: true });
    } catch (error) {
      setStage({ kind: 'loadFailed' });
      if (stillHere()) await handleError(error);
    }
  }, [handleError, navigate, stillHere]);

  useEffect(() => {
    if (!verified || started.current) return;
    started.current = true;
    // The provider may have come back to this page at the top level instead of inside the frame:
    // then the marker names the form this tab opened. Any other marker is stale.
    const returned = readConsentReturn();
    if (returned) void finish(returned);
    else {
      clearConsentReturn();
      void loadForm();
    }
  }, [verified, finish, loadForm]);

  useConsentReturnPoll(stage.kind === 'frame', (result) => void finish(result));

  if (!verified) return null;
  if (stage.kind === 'frame')
    return (
      // The heading names the screen for the document title and screen readers, as on every screen.
      <Page title={TEXT.title}>
        <iframe className="set-frame" title={TEXT.frameTitle} src={stage.url} sandbox={CONSENT_FRAME_SANDBOX} />
      </Page>
    );
  if (stage.kind === 'loadFailed' || stage.kind === 'sendFailed') {
    const again = stage.kind === 'loadFailed' ? loadForm : () => finish(stage.result);
    // ลองใหม่ goes as the page asks again: focus to the page's heading rather than nothing.
    const retry = () => {
      focusScreenHeading();
      void again();
    };
    // The failure's one message is the popup the error handler showed (the bank's reason, in the
    // catalogue's words); the page only offers to ask again.
    return <Page title={TEXT.title} footer={<Button onClick={retry}>{BUTTONS.retry}</Button>} />;
  }
  return <Page title={TEXT.title} />;
}

import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  clearConsentReturn,
  openConsentForm,
  Page,
  PATHS,
  patchRegistrationAtom,
  readConsentReturn,
  registerRefOf,
  registrationAtom,
  withLoading,
  type ConsentReturn,
} from 'shared-kernel';
import {
  fetchConsentCollectionForm,
  isAllowedFrameUrl,
  sendConsentResult,
  useConsentReturnPoll,
  CONSENT_FRAME_SANDBOX,
} from 'shared-kernel/consent-frames';
import { useStillHere } from 'shared-kernel/still-here';
import { useRegistrationTexts } from '../../texts/catalogue';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { OWN_PATHS } from '../../own-paths';
import { useRegistrationStepHere } from '../../registration-step';

/**
 * /consent-collection: the provider's form in a frame; /stamp-consent-action (inside that
 * frame) leaves a marker, found by the kernel's 5 s poll. Registration is already done here,
 * so every failure or skip simply moves on to the survey (docs/behaviour.md#registration-journey).
 */
export default function ConsentCollectionPage() {
  const TEXT = useRegistrationTexts().consent;
  useRegistrationStyles();
  const navigate = useNavigate();
  const patch = useSetAtom(patchRegistrationAtom);
  const { registerRef } = useAtomValue(registrationAtom);
  const [formUrl, setFormUrl] = useState('');
  // Kept across StrictMode's second effect run: one form (one bank transaction) per visit, one finish.
  const formRequest = useRef<ReturnType<typeof fetchConsentCollectionForm> | null>(null);
  const finishing = useRef(false);
  const stillHere = useStillHere();
  useRegistrationStepHere(PATHS.consentCollection);

  const toSurvey = useCallback(() => navigate(OWN_PATHS.survey, { replace: true }), [navigate]);

  const finish = useCallback(
    async (result: ConsentReturn) => {
      if (finishing.current) return;
      finishing.current = true;
      setFormUrl('');
      clearConsentReturn();
      await withLoading(() => sendConsentResult(result)).catch(() => undefined);
      if (stillHere()) toSurvey();
    },
    [toSurvey, stillHere],
  );

  useConsentReturnPoll(formUrl !== '', (result) => void finish(result));

  useEffect(() => {
    let active = true;
    const stop = () => {
      active = false;
    };
    // A top-level return (no frame) comes back here with the marker already written for the
    // form this tab opened; any other marker is stale and must not skip the form.
    const waiting = readConsentReturn();
    if (waiting) void finish(waiting);
    if (waiting || finishing.current) return stop;
    if (!formRequest.current) clearConsentReturn();
    // No registration in this browser (the provider's return opened on its own): there is no form
    // to ask for, and a failed step falls back to the survey (docs/behaviour.md#registration-journey).
    const ref = registerRefOf(registerRef);
    if (!ref) {
      toSurvey();
      return stop;
    }

    formRequest.current ??= withLoading(() => fetchConsentCollectionForm(ref));
    formRequest.current.then(
      (form) => {
        if (!active) return;
        if (form.shouldSkip || !isAllowedFrameUrl(form.formUrl)) {
          toSurvey();
          return;
        }
        patch({ consentCollectionUrl: form.formUrl });
        openConsentForm();
        setFormUrl(form.formUrl);
      },
      () => {
        if (active) toSurvey();
      },
    );
    return stop;
  }, [finish, patch, registerRef, toSurvey]);

  return (
    <Page title={TEXT.title}>
      <p className="k-text-muted">{TEXT.waiting}</p>
      {formUrl ? <iframe className="reg-frame" title={TEXT.frameLabel} src={formUrl} sandbox={CONSENT_FRAME_SANDBOX} /> : null}
    </Page>
  );
}

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Icon,
  BUTTONS,
  checkPreVerifyCustomer,
  currentFlow,
  featureFlagsAtom,
  fetchFeatureFlags,
  mergeFeatureFlagsAtom,
  Page,
  PATHS,
  registrationAtom,
  SESSION_KEYS,
  sessionStore,
  useErrorHandler,
  withLoading,
} from 'shared-kernel';
import { HOST_TEXTS } from '../../texts/th';
import { useGoBack } from '../../verification/use-go-back';
import { otpEntryPath, verificationMode } from '../../verification/verification-flow';

const TEXT = HOST_TEXTS.requestSetting;

type Load = { kind: 'loading' } | { kind: 'ready'; hasBankApp: boolean } | { kind: 'failed' };

/**
 * The verification method chooser. The bank-app choice shows only when the flow's flag allows
 * it (enableRegistrationKma for registration, enableSettingKma otherwise) and the bank says the
 * customer has the app; 'no bank app' always leads to OTP.
 */
export default function RequestSettingPage() {
  const navigate = useNavigate();
  const handle = useErrorHandler();
  const flags = useAtomValue(featureFlagsAtom);
  const mergeFlags = useSetAtom(mergeFeatureFlagsAtom);
  const registration = useAtomValue(registrationAtom);
  const flow = currentFlow();
  const mode = verificationMode(flow, registration.registerRef);
  const goBack = useGoBack(mode === 'register' ? PATHS.info : PATHS.setting);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void withLoading(async () => {
      // The start-up flag read may still be out; this screen's choice must not depend on that race.
      const freshFlags = fetchFeatureFlags().catch(() => null);
      // Registration learnt isHaveKMA from the customer check; a registered customer asks the bank here.
      const hasBankApp =
        mode === 'register'
          ? sessionStore.get(SESSION_KEYS.isHaveKMA) !== 'false'
          : (await checkPreVerifyCustomer()).isHaveKMA;
      sessionStore.set(SESSION_KEYS.isHaveKMA, String(hasBankApp));
      const read = await freshFlags;
      if (read) mergeFlags(read);
      return hasBankApp;
    }).then(
      (hasBankApp) => active && setLoad({ kind: 'ready', hasBankApp }),
      async (error: unknown) => {
        if (!active) return;
        setLoad({ kind: 'failed' });
        await handle(error, { verifyBy: 'request-setting' });
      },
    );
    return () => {
      active = false;
    };
  }, [mode, attempt, mergeFlags, handle]);

  const flagAllows = mode === 'register' ? flags.enableRegistrationKma : flags.enableSettingKma;
  const offerBankApp = load.kind === 'ready' && load.hasBankApp && flagAllows;

  return (
    <Page
      title={TEXT.title}
      footer={
        <Button variant="secondary" onClick={goBack}>
          {BUTTONS.back}
        </Button>
      }
    >
      <p className="k-text-muted">{TEXT.description}</p>
      {load.kind === 'ready' ? (
        <div className="k-page__footer">
          {offerBankApp ? (
            <Button onClick={() => navigate(PATHS.redirectKma)}>
              <Icon name="bankApp" />
              {TEXT.byBankApp}
            </Button>
          ) : null}
          <Button variant={offerBankApp ? 'secondary' : 'primary'} onClick={() => navigate(otpEntryPath(mode))}>
            <Icon name="phone" />
            {offerBankApp ? TEXT.noBankApp : TEXT.byOtp}
          </Button>
        </div>
      ) : null}
      {load.kind === 'failed' ? <Button onClick={() => setAttempt((n) => n + 1)}>{BUTTONS.retry}</Button> : null}
    </Page>
  );
}

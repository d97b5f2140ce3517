import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Icon,
  checkPreVerifyCustomer,
  featureFlagsAtom,
  featureFlagsReadAtStartUp,
  fetchFeatureFlags,
  hasBankApp,
  mergeFeatureFlagsAtom,
  Page,
  PATHS,
  setHasBankApp,
  useErrorHandler,
  useVisitLoad,
  useKernelTexts,
} from 'shared-kernel';
import { useHostTexts } from '../../texts/catalogue';
import { useGoBack } from 'shared-kernel/go-back';
import { otpEntryPath } from '../../verification/verification-flow';
import { useVerificationContext } from '../../verification/use-verification-context';
import { journeyScreen } from '../../verification/journey-screen';

/**
 * The verification method chooser. The bank-app choice shows only when the flow's flag allows
 * it (enableRegistrationKma for registration, enableSettingKma otherwise) and the bank says the
 * customer has the app; 'no bank app' always leads to OTP.
 */
function RequestSettingPage() {
  const TEXT = useHostTexts().requestSetting;
  const { BUTTONS } = useKernelTexts();
  const navigate = useNavigate();
  const handle = useErrorHandler();
  const flags = useAtomValue(featureFlagsAtom);
  const mergeFlags = useSetAtom(mergeFeatureFlagsAtom);
  const { mode } = useVerificationContext();
  const goBack = useGoBack(mode === 'register' ? PATHS.info : PATHS.setting);
  const readChoice = useCallback(async () => {
    // The start-up flag read may still be out: wait for it rather than race it, and ask the bank
    // only when it failed (or there was none), not a second time on every visit.
    const freshFlags = featureFlagsReadAtStartUp()
      .then((read) => read ?? fetchFeatureFlags())
      .catch(() => null);
    // Registration learnt isHaveKMA from the customer check; a registered customer asks the bank here.
    const hasApp = mode === 'register' ? hasBankApp() : (await checkPreVerifyCustomer()).isHaveKMA;
    setHasBankApp(hasApp);
    const read = await freshFlags;
    if (read) mergeFlags(read);
    return { hasBankApp: hasApp };
  }, [mode, mergeFlags]);
  const load = useVisitLoad(readChoice, { onFailed: (error) => void handle(error, { verifyBy: 'request-setting' }) });

  // The chosen screen's code may still be coming (the landing's Next does the same): as a
  // transition this chooser stays up meanwhile, busy, and a second tap opens nothing more.
  const [leaving, leave] = useTransition();
  const choose = (to: string) => leave(() => navigate(to));

  const flagAllows = mode === 'register' ? flags.enableRegistrationKma : flags.enableSettingKma;
  const offerBankApp = load.data !== null && load.data.hasBankApp && flagAllows;

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
      {load.data !== null ? (
        <div className="k-page__footer">
          {offerBankApp ? (
            <Button disabled={leaving} aria-busy={leaving} onClick={() => choose(PATHS.redirectKma)}>
              <Icon name="bankApp" />
              {TEXT.byBankApp}
            </Button>
          ) : null}
          <Button
            variant={offerBankApp ? 'secondary' : 'primary'}
            disabled={leaving}
            aria-busy={leaving}
            onClick={() => choose(otpEntryPath(mode))}
          >
            <Icon name="phone" />
            {offerBankApp ? TEXT.noBankApp : TEXT.byOtp}
          </Button>
        </div>
      ) : null}
      {load.failed ? <Button onClick={load.retry}>{BUTTONS.retry}</Button> : null}
    </Page>
  );
}

// Drawn only while its journey is under way: else the menu opens in its place (journeyScreen).
export default journeyScreen(RequestSettingPage);

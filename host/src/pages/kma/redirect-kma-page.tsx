import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  BUTTONS,
  chatPlatform,
  getRuntimeConfig,
  keptStatementAccountRef,
  openOutsideChat,
  Page,
  PATHS,
  requestKmaVerification,
  requestRegisterDeepLink,
  returnIntoMiniApp,
  SESSION_KEYS,
  sessionStore,
  useErrorHandler,
  withLoading,
  showCatalogueMessage,
  ERROR_CATALOGUE,
} from 'shared-kernel';
import { HOST_TEXTS } from '../../texts/th';
import { useStillHere } from '../../ui/use-still-here';
import { useGoBack } from '../../verification/use-go-back';
import { useVerificationContext } from '../../verification/use-verification-context';
import {
  forgetKmaRequest,
  lockReturnFor,
  purposeOf,
  verificationErrorPath,
} from '../../verification/verification-flow';
import { isFollowableDeepLink } from './deep-link-target';
import { KMA_WINDOW_MS } from './kma-polling';
import { storeLinkFor } from './store-links';
import { useSwitchToOtp } from './use-switch-to-otp';

/** docs/behaviour.md#limits-and-timings: the page still visible this long after opening the link means no app took it. */
export const KMA_APP_DETECT_MS = 5000;
const TEXT = HOST_TEXTS.redirectKma;

/**
 * A web link (the bank's universal link, or the sandbox's bank-app page) leaves LINE through
 * liff.openWindow in the external browser, where the phone can hand it to the bank app; inside
 * LINE's own browser it would just load as a page. A custom app scheme is handed to the phone
 * as it is: openWindow takes web URLs only.
 */
function openDeepLink(uri: string): void {
  if (/^https?:/i.test(uri)) openOutsideChat(uri);
  else window.location.assign(uri);
}

/** The KMA launch screen: asks the bank for a deep link, opens the bank app, and falls back when no app answers. */
export default function RedirectKmaPage() {
  const { registration, patchRegistration, flow, mode, registerRef } = useVerificationContext();
  const navigate = useNavigate();
  const handle = useErrorHandler();
  const switchToOtp = useSwitchToOtp(mode);
  const goBack = useGoBack(PATHS.requestSetting);
  const [link, setLink] = useState('');
  const [notOpened, setNotOpened] = useState(false);
  const started = useRef(false);
  const stillHere = useStillHere();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (mode === 'register' && !registerRef) {
      navigate(PATHS.info, { replace: true });
      return;
    }
    void (async () => {
      try {
        const answer = await withLoading(() =>
          mode === 'register'
            ? requestRegisterDeepLink(registerRef)
            : requestKmaVerification({
                // The bank app returns the customer here: into the mini-app, not the bare web origin.
                redirectPath: returnIntoMiniApp(PATHS.authKmaVerification, getRuntimeConfig()),
                purpose: purposeOf(flow),
                accountReference: flow === 'select-statement' ? keptStatementAccountRef() ?? undefined : undefined,
              }),
        );
        if (!stillHere()) return;
        sessionStore.set(SESSION_KEYS.authRef, answer.authenticationReference);
        // The polling window is counted from here, on this device's clock (docs/behaviour.md#kma-verification).
        sessionStore.set(SESSION_KEYS.verifyExpirationTime, new Date(Date.now() + KMA_WINDOW_MS).toISOString());
        patchRegistration({
          authenticationWebUri: answer.authenticationWebUri,
          authenticationApplicationUri: answer.authenticationApplicationUri,
          expiryDateTime: answer.expiryDateTime,
          authenticationCount: registration.authenticationCount + 1,
          isRegisterByKma: mode === 'register',
        });
        const uri = answer.authenticationApplicationUri;
        if (!isFollowableDeepLink(uri, getRuntimeConfig())) {
          forgetKmaRequest();
          navigate(verificationErrorPath(mode), { replace: true });
          return;
        }
        setLink(uri);
        openDeepLink(uri);
      } catch (error) {
        if (stillHere()) await handle(error, { verifyBy: lockReturnFor(mode, 'kma'), actions: { offerOtp: switchToOtp } });
      }
    })();
    // Once per visit (the `started` guard above): the request makes a new authRef at the bank.
  }, [flow, handle, mode, navigate, patchRegistration, registerRef, registration.authenticationCount, stillHere, switchToOtp]);

  const offerOtpInstead = useCallback(async () => {
    const useOtp = await showCatalogueMessage(ERROR_CATALOGUE.LKS0302);
    if (useOtp) switchToOtp();
  }, [switchToOtp]);

  // The app took the link when this page is hidden; coming back means it is time to wait for the answer.
  useEffect(() => {
    if (!link) return;
    let leftPage = false;
    const timer = setTimeout(() => {
      if (leftPage || document.visibilityState === 'hidden') return;
      setNotOpened(true);
      void offerOtpInstead();
    }, KMA_APP_DETECT_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        leftPage = true;
        clearTimeout(timer);
      } else if (leftPage) {
        navigate(PATHS.authKmaVerification, { replace: true });
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [link, navigate, offerOtpInstead]);

  const storeLink = storeLinkFor(chatPlatform()?.getOS());
  return (
    <Page
      title={notOpened ? TEXT.notInstalledTitle : TEXT.title}
      footer={
        <>
          {notOpened && storeLink ? <Button onClick={() => openOutsideChat(storeLink)}>{TEXT.download}</Button> : null}
          {link ? (
            <Button variant={notOpened && storeLink ? 'secondary' : 'primary'} onClick={() => openDeepLink(link)}>
              {TEXT.openAgain}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={goBack}>
            {BUTTONS.back}
          </Button>
        </>
      }
    >
      <p className="k-text-muted">{notOpened ? TEXT.notInstalledDescription : TEXT.description}</p>
    </Page>
  );
}

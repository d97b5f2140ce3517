import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ERROR_CATALOGUE,
  getRuntimeConfig,
  keptStatementAccountRef,
  openOutsideChat,
  PATHS,
  requestKmaVerification,
  returnIntoMiniApp,
  SESSION_KEYS,
  sessionStore,
  showCatalogueMessage,
  useErrorHandler,
  withLoading,
} from 'shared-kernel';
import { requestRegisterDeepLink } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';
import { useVerificationContext } from '../../verification/use-verification-context';

type VerificationContext = ReturnType<typeof useVerificationContext>;
import {
  forgetKmaRequest,
  kmaRequestOpenFrom,
  lockReturnFor,
  purposeOf,
  rememberKmaRequestEntry,
  verificationErrorPath,
} from '../../verification/verification-flow';
import { isFollowableDeepLink } from './deep-link-target';
import { KMA_WINDOW_MS } from './kma-polling';
import { useSwitchToOtp } from './use-switch-to-otp';

/** docs/behaviour.md#limits-and-timings: the page still visible this long after opening the link means no app took it. */
export const KMA_APP_DETECT_MS = 5000;

export interface KmaLaunch {
  /** The bank app's link once the bank gave one ('' before). */
  link: string;
  /** The request failed and the customer stayed: there is nothing to open until it is asked again. */
  failed: boolean;
  /** Asks the bank for a link again after a failure. */
  retry: () => void;
  /** The page was still visible KMA_APP_DETECT_MS after the link opened: no app took it. */
  notOpened: boolean;
  /** Opens the link again (the customer's second try). */
  openAgain: () => void;
  /** Leaves the bank app for the OTP (the screen's way on once no app took the link). */
  chooseOtp: () => void;
}

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

/**
 * /redirect-kma's work: ask the bank for the deep link once per visit, open the bank app, then
 * tell whether an app took the link (the page was hidden) or not (still visible after
 * KMA_APP_DETECT_MS: the OTP is offered instead).
 */
export function useKmaLaunch(): KmaLaunch {
  const context = useVerificationContext();
  const switchToOtp = useSwitchToOtp(context.mode);
  const { link, failed, retry } = useKmaRequest(context, switchToOtp);
  const notOpened = useAppLaunchDetection(link, switchToOtp);
  const openAgain = useCallback(() => openDeepLink(link), [link]);
  return { link, failed, retry, notOpened, openAgain, chooseOtp: switchToOtp };
}

/** The deep link request; the link is opened as soon as it arrives. */
function useKmaRequest(context: VerificationContext, switchToOtp: () => void): Pick<KmaLaunch, 'link' | 'failed' | 'retry'> {
  const { registration, patchRegistration, flow, mode, registerRef } = context;
  const navigate = useNavigate();
  const { key: entry } = useLocation();
  const handle = useErrorHandler();
  const [link, setLink] = useState('');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const stillHere = useStillHere();

  // Each call makes a new authRef at the bank: once per visit, and again only when the customer asks.
  const request = useCallback(async () => {
    setFailed(false);
    try {
      const answer = await withLoading(() =>
        mode === 'register'
          ? requestRegisterDeepLink(registerRef)
          : requestKmaVerification({
              // The bank app returns the customer here: into the mini-app, not the bare web origin.
              redirectPath: returnIntoMiniApp(PATHS.authKmaVerification, getRuntimeConfig()),
              purpose: purposeOf(flow),
              accountReference: flow === 'select-statement' ? (keptStatementAccountRef() ?? undefined) : undefined,
            }),
      );
      if (!stillHere()) return;
      sessionStore.set(SESSION_KEYS.authRef, answer.authenticationReference);
      rememberKmaRequestEntry(entry);
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
      if (!stillHere()) return;
      await handle(error, { verifyBy: lockReturnFor(mode, 'kma'), actions: { offerOtp: switchToOtp } });
      // Still here after the popup (a dropped connection, a bank fault): no app was opened, so the customer may ask again.
      if (stillHere()) setFailed(true);
    }
  }, [entry, flow, handle, mode, navigate, patchRegistration, registerRef, registration.authenticationCount, stillHere, switchToOtp]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (mode === 'register' && !registerRef) {
      navigate(PATHS.info, { replace: true });
      return;
    }
    // Back on the entry that asked, with its request still open: wait for that one.
    if (kmaRequestOpenFrom(entry)) {
      navigate(PATHS.authKmaVerification, { replace: true });
      return;
    }
    void request();
  }, [entry, mode, navigate, registerRef, request]);

  const retry = useCallback(() => void request(), [request]);
  return { link, failed, retry };
}

/** The app took the link when this page is hidden; coming back means it is time to wait for the answer. */
function useAppLaunchDetection(link: string, switchToOtp: () => void): boolean {
  const navigate = useNavigate();
  const [notOpened, setNotOpened] = useState(false);

  const offerOtpInstead = useCallback(async () => {
    const useOtp = await showCatalogueMessage(ERROR_CATALOGUE.LKS0302);
    if (useOtp) switchToOtp();
  }, [switchToOtp]);

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

  return notOpened;
}

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type BankAccount,
  catalogueEntryFor,
  isErrorCode,
  NETWORK_ERROR,
  normaliseError,
  Page,
  PATHS,
  SESSION_KEYS,
  sessionStore,
  storeVerifyToken,
  useErrorHandler,
  verifyKma,
  withLoading,
  withNotificationsOn,
} from 'shared-kernel';
import { fetchBankAccounts, verifyRegisterDeepLink } from 'shared-kernel/journey-calls';
import { formatCountdown } from 'shared-kernel/display-formats';
import { useHostTexts } from '../../texts/catalogue';
import { useClock } from '../../ui/use-clock';
import { forgetKmaRequest, kmaApprovedPath, lockReturnFor, verificationErrorPath } from '../../verification/verification-flow';
import { useGoBack } from 'shared-kernel/go-back';
import { useVerificationContext } from '../../verification/use-verification-context';
import { startKmaPolling, type KmaPollAnswer, type KmaPollOutcome } from './kma-polling';
import { useSwitchToOtp } from './use-switch-to-otp';
import { useVerificationStyles } from '../../ui/verification-styles';

type VerifyAnswer = KmaPollAnswer & { accessToken?: string; bankAccounts?: BankAccount[] };
/**
 * Worth another poll: no answer at all (the connection dropped, the app's time limit), or a
 * gateway's 502, 503 or 504 (the host answers 502 when the bank has not answered within its limit,
 * docs/serving.md): asking the bank about the request again changes nothing it holds.
 */
const GATEWAY_STATUSES = [502, 503, 504];
const isDroppedConnection = (error: unknown) => {
  const { code, httpStatus = 0 } = normaliseError(error);
  return code === NETWORK_ERROR || GATEWAY_STATUSES.includes(httpStatus);
};

/**
 * The KMA waiting screen, and where the bank app sends the customer back. Polls the bank
 * (kma-polling.ts) until the customer approves or rejects in the bank app, or the 5 minutes end.
 */
export default function AuthKmaVerificationPage() {
  const TEXT = useHostTexts().authKma;
  useVerificationStyles();
  const { patchRegistration, flow, mode, registerRef } = useVerificationContext();
  const navigate = useNavigate();
  const handle = useErrorHandler();
  const switchToOtp = useSwitchToOtp(mode);
  const { now, readNow } = useClock();
  // Read once: the stored window is cleared when polling ends, and that must not restart anything.
  const [deadline] = useState(() => Date.parse(sessionStore.get(SESSION_KEYS.verifyExpirationTime) ?? ''));
  // The effect below starts once; it reads the latest page actions through this ref.
  const goBack = useGoBack(mode === 'register' ? PATHS.info : PATHS.requestSetting);
  const latest = useRef({ mode, flow, registerRef, switchToOtp, handle, navigate, patchRegistration, goBack });
  latest.current = { mode, flow, registerRef, switchToOtp, handle, navigate, patchRegistration, goBack };

  useEffect(() => {
    const { mode, registerRef } = latest.current;
    const authRef = sessionStore.get(SESSION_KEYS.authRef);
    const errorPath = verificationErrorPath(mode);
    if (!authRef || !Number.isFinite(deadline) || (mode === 'register' && !registerRef)) {
      latest.current.navigate(errorPath, { replace: true });
      return;
    }

    const approved = async (answer: VerifyAnswer) => {
      const page = latest.current;
      if (!answer.accessToken) return page.navigate(errorPath, { replace: true });
      storeVerifyToken(answer.accessToken);
      const next = kmaApprovedPath(page.mode, page.flow);
      if (page.mode !== 'register') return page.navigate(next, { replace: true });
      // Registration by the bank app: every offered account starts with notifications on.
      const accounts = answer.bankAccounts ?? (await withLoading(fetchBankAccounts)).accounts;
      const withNotifications = withNotificationsOn(accounts);
      page.patchRegistration({ bankAccounts: withNotifications, defaultBankAccounts: withNotifications, isRegisterByKma: true });
      page.navigate(next, { replace: true });
    };

    const failed = async (error: unknown) => {
      const page = latest.current;
      const detail = normaliseError(error);
      const staysHere = catalogueEntryFor(detail.code, detail.message).next.kind === 'stay';
      let switchedToOtp = false;
      const useOtp = () => {
        switchedToOtp = true;
        page.switchToOtp();
      };
      await page.handle(error, {
        verifyBy: lockReturnFor(page.mode, 'kma'),
        actions: { offerOtp: useOtp, reverifyOtp: useOtp },
      });
      // Nothing is left to wait for on this screen once polling has ended.
      if (staysHere) page.navigate(errorPath, { replace: true });
      // LKS0302 cancelled (no OTP instead): back where the customer chose the bank app.
      else if (isErrorCode(detail.code, 'LKS0302') && !switchedToOtp) {
        forgetKmaRequest();
        page.goBack();
      }
    };

    const finish = (outcome: KmaPollOutcome<VerifyAnswer>) => {
      if (outcome.kind !== 'failed' || !isErrorCode(normaliseError(outcome.error).code, 'LKS0302')) forgetKmaRequest();
      switch (outcome.kind) {
        case 'approved':
          return void approved(outcome.answer).catch(failed);
        case 'failed':
          return void failed(outcome.error);
        case 'rejected':
        case 'expired':
        case 'timeout':
          return latest.current.navigate(errorPath, { replace: true });
      }
    };

    const polling = startKmaPolling<VerifyAnswer>({
      poll: async () => {
        const result = mode === 'register' ? await verifyRegisterDeepLink({ registerRef, authRef }) : await verifyKma(authRef);
        return { ...result.data, httpStatus: result.httpStatus };
      },
      deadline,
      // The countdown's clock: one set back meanwhile stretches neither (docs/behaviour.md#otp-screens).
      now: readNow,
      isTransient: isDroppedConnection,
      onDone: finish,
    });
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') polling.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      polling.stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deadline, readNow]);

  return (
    <Page title={TEXT.title}>
      <section className="k-result">
        <div className="k-spinner" aria-hidden="true" />
        <p>{TEXT.description}</p>
        {Number.isFinite(deadline) ? (
          <p className="verify-note">{TEXT.timeLeft(formatCountdown(Math.ceil((deadline - now) / 1000)))}</p>
        ) : null}
      </section>
    </Page>
  );
}

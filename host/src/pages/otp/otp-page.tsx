import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  type ErrorContext,
  isErrorCode,
  normaliseError,
  Page,
  PATHS,
  showSuccess,
  storeVerifyToken,
  useErrorHandler,
  verifyServiceOtp,
  withLoading,
  useKernelTexts,
  kernelTextsNow,
} from 'shared-kernel';
import {
  clearUsedCode,
  forgetKeptCode,
  keepRegistrationCode,
  requestRegisterOtp,
  restoreKeptCode,
  storeSentCode,
  verifyRegisterOtp,
} from 'shared-kernel/journey-calls';
import { isCompleteOtp } from 'shared-kernel/validation';
import { EnterForm } from 'shared-kernel/form-fields';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { formatCountdown, maskMobile, secondsUntil } from 'shared-kernel/display-formats';
import { useHostTexts } from '../../texts/catalogue';
import { useClock } from '../../ui/use-clock';
import { useStillHere } from 'shared-kernel/still-here';
import { sendServiceOtp } from '../../verification/service-otp';
import { useGoBack } from 'shared-kernel/go-back';
import { useVerificationContext } from '../../verification/use-verification-context';
import { lockReturnFor, purposeOf, successPathFor } from '../../verification/verification-flow';
import { OtpInput } from './otp-input';
import { useOtpResendCountdown } from './use-otp-resend-countdown';
import { useVerificationStyles } from '../../ui/verification-styles';
import { journeyScreen } from '../../verification/journey-screen';

function OtpPage() {
  const TEXT = useHostTexts().otp;
  const { BUTTONS } = useKernelTexts();
  useVerificationStyles();
  const { registration, patchRegistration, flow, mode, registerRef } = useVerificationContext();
  const navigate = useNavigate();
  const handle = useErrorHandler();
  const goBack = useGoBack(mode === 'register' ? PATHS.info : PATHS.receiveOtp);
  const { now } = useClock();
  const [code, setCode] = useState('');
  const countdown = useOtpResendCountdown();
  const { restart: restartCountdown } = countdown;
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const codeField = useRef<HTMLInputElement>(null);
  const stillHere = useStillHere();

  const sendOtp = useCallback(async () => {
    const sent = await withLoading(() => (mode === 'register' ? requestRegisterOtp(registerRef) : sendServiceOtp(purposeOf(flow))));
    storeSentCode(sent, mode === 'register' ? { registerRef } : { flow });
    setCode('');
    restartCountdown();
  }, [mode, registerRef, flow, restartCountdown]);

  // A new code, then the 'OTP sent' popup, whether the customer pressed resend or LKS0203 sent it.
  const sendAndTell = useCallback(
    async (onFailure: (error: unknown) => Promise<void>) => {
      try {
        await sendOtp();
      } catch (error) {
        await onFailure(error);
        return;
      }
      await showSuccess(kernelTextsNow().POPUP_TEXTS.otpResent);
      // The resend link that opened the popup gives way to the countdown: the new code is typed where it goes.
      if (stillHere()) codeField.current?.focus();
    },
    [sendOtp, stillHere],
  );

  const errorContext = useCallback(
    (): ErrorContext => ({
      verifyBy: lockReturnFor(mode, 'otp'),
      // LKS0203 (expired): on OK, check availability and send a new code; the customer stays here.
      actions: { resendOtp: () => sendAndTell((error) => handle(error, { verifyBy: lockReturnFor(mode, 'otp') })) },
    }),
    [mode, sendAndTell, handle],
  );

  // One new code at a time: the spinner's overlay stops a second tap, not a second Enter on the
  // focused link, and every code sent counts towards the bank's send limit.
  const resend = useOneAtATime(() => sendAndTell((error) => handle(error, errorContext())));

  // Arriving without a code: one kept for a reload is shown again; else registration sends one here,
  // and a service flow starts at phone entry.
  useEffect(() => {
    // Only what the page arrived with counts: a code cleared after success must not start a new one.
    if (started.current) return;
    started.current = true;
    if (registration.otpRef) {
      // /info (or the account screens) sent this code before opening the page: kept for a reload here
      // too, for a registration remote that stored it without the kit's writer (keepRegistrationCode).
      const { otpRef, otpExpirationTime } = registration;
      if (mode === 'register') keepRegistrationCode(registerRef, { otpRef, otpExpirationTime });
      return;
    }
    if (mode === 'service') {
      if (!restoreKeptCode({ flow })) navigate(PATHS.receiveOtp, { replace: true });
    } else if (!registerRef) navigate(PATHS.info, { replace: true });
    else if (!restoreKeptCode({ registerRef })) void sendOtp().catch((error: unknown) => handle(error, errorContext()));
  }, [registration, mode, registerRef, flow, navigate, sendOtp, handle, errorContext]);

  // An expiry the app cannot read never blocks the code: the bank still judges it.
  const expired = secondsUntil(registration.otpExpirationTime, new Date(now), Number.POSITIVE_INFINITY) === 0;
  const maxAttempts = registration.isMaxAttempOtp;
  const disabled = !registration.otpRef || expired || maxAttempts || busy;
  const canResend = !countdown.running || expired || maxAttempts;

  // One check of a code at a time: a second would count the same code as a wrong attempt. After
  // success it stays held while the popup shows and the page moves on; a failure frees it.
  const verify = useOneAtATime(
    async () => {
      const { otpRef } = registration;
      setBusy(true);
      const { accessToken } = await withLoading(() =>
        mode === 'register'
          ? verifyRegisterOtp({ otpRef, otpCode: code, registerRef })
          : verifyServiceOtp({ otpRef, otpCode: code }, purposeOf(flow)),
      );
      storeVerifyToken(accessToken);
      clearUsedCode();
      if (mode === 'register') patchRegistration({ isRegisterByKma: false });
      await showSuccess(kernelTextsNow().POPUP_TEXTS.otpVerified);
      if (stillHere()) navigate(successPathFor(mode === 'register' ? 'register' : flow), { replace: true });
    },
    { holdAfterSuccess: true },
  );

  const confirm = async () => {
    if (disabled || !isCompleteOtp(code)) return;
    try {
      await verify();
    } catch (error) {
      const { code: failure, httpStatus } = normaliseError(error);
      // No answer from the bank (the signal lost, the app's time limit, the host's server giving up
      // on a slow bank with a 5xx of its own): the bank has not judged the code, which stays in the
      // boxes for the same Confirm once the connection is back. Its refusals are 4xx.
      const judged = httpStatus !== undefined && httpStatus < 500;
      if (judged) setCode('');
      setBusy(false);
      if (isErrorCode(failure, 'LKS0204')) {
        patchRegistration({ isMaxAttempOtp: true });
        forgetKeptCode();
      }
      await handle(error, errorContext());
      // Confirm opened the popup and is disabled now the boxes are empty: the next code is typed where it goes.
      if (judged && stillHere()) codeField.current?.focus();
    }
  };

  return (
    <Page
      title={TEXT.title}
      footer={
        <>
          <Button disabled={disabled || !isCompleteOtp(code)} onClick={() => void confirm()}>
            {BUTTONS.confirm}
          </Button>
          <Button variant="secondary" onClick={goBack}>
            {BUTTONS.back}
          </Button>
        </>
      }
    >
      <p id="otp-sent-to">
        {TEXT.sentTo} <span className="verify-nowrap">{maskMobile(registration.mobileNumber)}</span>
      </p>
      {registration.otpRef ? <p className="verify-note">{TEXT.reference(registration.otpRef)}</p> : null}
      <EnterForm onEnter={confirm}>
        <OtpInput
          ref={codeField}
          value={code}
          onChange={setCode}
          label={TEXT.inputLabel}
          disabled={disabled}
          describedBy="otp-sent-to"
          autoFocus
        />
      </EnterForm>
      {expired ? (
        <p role="alert" className="verify-note verify-note--alert">
          {TEXT.expired}
        </p>
      ) : maxAttempts ? (
        <p role="alert" className="verify-note verify-note--alert">
          {TEXT.maxAttempts}
        </p>
      ) : null}
      {/* The resend button comes into a polite live region, so a screen reader says once that a new
          code can be asked for; the countdown beside it stays out of it, or it would be read every second. */}
      <div role="status">
        {canResend ? (
          <button type="button" className="verify-link" onClick={() => void resend()}>
            {BUTTONS.resendOtp}
          </button>
        ) : null}
      </div>
      {canResend ? null : <p className="verify-note">{TEXT.resendIn(formatCountdown(countdown.secondsLeft))}</p>}
    </Page>
  );
}

// Drawn only while its journey is under way: else the menu opens in its place (journeyScreen).
export default journeyScreen(OtpPage);

import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  BUTTONS,
  currentFlow,
  digitsOnly,
  formatMobile,
  MOBILE_LENGTH,
  mobileError,
  Page,
  patchRegistrationAtom,
  PATHS,
  useErrorHandler,
  verifyCustomer,
  withLoading,
} from 'shared-kernel';
import { HOST_TEXTS } from '../../texts/th';
import { sendServiceOtp } from '../../verification/service-otp';
import { useGoBack } from '../../verification/use-go-back';
import { purposeOf } from '../../verification/verification-flow';

const TEXT = HOST_TEXTS.receiveOtp;

/** Phone entry for a service OTP: the bank checks the number is the registered one, then sends the code. */
export default function ReceiveOtpPage() {
  const navigate = useNavigate();
  const handle = useErrorHandler();
  const patchRegistration = useSetAtom(patchRegistrationAtom);
  const goBack = useGoBack(PATHS.requestSetting);
  const [mobile, setMobile] = useState('');
  const [touched, setTouched] = useState(false);
  const error = mobileError(mobile);

  const submit = async () => {
    try {
      const issued = await withLoading(async () => {
        await verifyCustomer(mobile);
        return sendServiceOtp(purposeOf(currentFlow()));
      });
      patchRegistration({ mobileNumber: mobile, otpRef: issued.otpRef, otpExpirationTime: issued.expiredAt, isMaxAttempOtp: false });
      navigate(PATHS.otp);
    } catch (failure) {
      await handle(failure, { verifyBy: 'receive-otp' });
    }
  };

  return (
    <Page
      title={TEXT.title}
      footer={
        <>
          <Button disabled={error !== null} onClick={() => void submit()}>
            {BUTTONS.next}
          </Button>
          <Button variant="secondary" onClick={goBack}>
            {BUTTONS.back}
          </Button>
        </>
      }
    >
      <p className="k-text-muted">{TEXT.description}</p>
      <div className="k-field">
        <label htmlFor="receive-otp-mobile">{TEXT.mobileLabel}</label>
        <input
          id="receive-otp-mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={formatMobile(mobile)}
          aria-invalid={touched && error !== null}
          aria-describedby={touched && error ? 'receive-otp-mobile-error' : undefined}
          // Errors show only once the field has been focused (docs/behaviour.md#input-rules).
          onFocus={() => setTouched(true)}
          onChange={(event) => setMobile(digitsOnly(event.target.value).slice(0, MOBILE_LENGTH))}
        />
        {touched && error ? (
          <span id="receive-otp-mobile-error" className="k-field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </Page>
  );
}

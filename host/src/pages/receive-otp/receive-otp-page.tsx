import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Page, PATHS, useErrorHandler, verifyCustomer, withLoading, useKernelTexts } from 'shared-kernel';
import { MOBILE_LENGTH, mobileError } from 'shared-kernel/validation';
import { formatMobile, MOBILE_MASK, mobileDigits } from 'shared-kernel/display-formats';
import { EnterForm, TextField } from 'shared-kernel/form-fields';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { storeSentCode } from 'shared-kernel/journey-calls';
import { useHostTexts } from '../../texts/catalogue';
import { sendServiceOtp } from '../../verification/service-otp';
import { useGoBack } from 'shared-kernel/go-back';
import { purposeOf } from '../../verification/verification-flow';
import { useVerificationContext } from '../../verification/use-verification-context';
import { journeyScreen } from '../../verification/journey-screen';

/** Phone entry for a service OTP: the bank checks the number is the registered one, then sends the code. */
function ReceiveOtpPage() {
  const TEXT = useHostTexts().receiveOtp;
  const { BUTTONS } = useKernelTexts();
  const navigate = useNavigate();
  const handle = useErrorHandler();
  const { patchRegistration, flow } = useVerificationContext();
  const goBack = useGoBack(PATHS.requestSetting);
  const [mobile, setMobile] = useState('');
  const [touched, setTouched] = useState(false);
  const error = mobileError(mobile);

  // One check at a time: a second would send the customer a second SMS.
  const submit = useOneAtATime(async () => {
    setTouched(true);
    if (error !== null) return;
    try {
      const issued = await withLoading(async () => {
        await verifyCustomer(mobile);
        return sendServiceOtp(purposeOf(flow));
      });
      patchRegistration({ mobileNumber: mobile });
      storeSentCode(issued, { flow });
      navigate(PATHS.otp);
    } catch (failure) {
      await handle(failure, { verifyBy: 'receive-otp' });
    }
  });

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
      <EnterForm onEnter={submit}>
        <TextField
          label={TEXT.mobileLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          mask={MOBILE_MASK}
          value={formatMobile(mobile)}
          // Errors show only once the field has been focused (docs/behaviour.md#input-rules).
          onFocus={() => setTouched(true)}
          error={touched ? error : null}
          onChange={(typed) => setMobile(mobileDigits(typed).slice(0, MOBILE_LENGTH))}
        />
      </EnterForm>
    </Page>
  );
}

// Drawn only while its journey is under way: else the menu opens in its place (journeyScreen).
export default journeyScreen(ReceiveOtpPage);

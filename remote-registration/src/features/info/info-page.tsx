import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  Button,
  isDebugMode,
  Page,
  PATHS,
  patchRegistrationAtom,
  registrationAtom,
  setHasBankApp,
  useErrorHandler,
  withLoading,
} from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { checkCustomer } from 'shared-kernel/journey-calls';
import { digitsOnly, formatIdCard, formatMobile, ID_CARD_MASK, MOBILE_MASK } from 'shared-kernel/display-formats';
import { EnterForm, TextField } from 'shared-kernel/form-fields';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { useStillHere } from 'shared-kernel/still-here';
import { useRegistrationTexts } from '../../texts/catalogue';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { CaptchaOverlay } from './captcha-overlay';
import { INFO_INPUT_FORMATS, infoErrors, type InfoField, type InfoValues } from './info-fields';
import { useCaptchaGate } from './use-captcha-gate';
import { useStartRegistration, type RegistrationInput } from './use-start-registration';
import { useBroughtBack } from '../../brought-back';
import { OWN_PATHS } from '../../own-paths';
import { submittedRegistrationStep } from '../../registration-step';
import { SendOn } from '../../send-on';

/** /info: ID card, mobile and referral, the customer check, the captcha, then verification. */
function InfoPage() {
  const TEXT = useRegistrationTexts().info;
  const { BUTTONS } = useKernelTexts();
  useRegistrationStyles();
  const registration = useAtomValue(registrationAtom);
  const patch = useSetAtom(patchRegistrationAtom);
  const handleError = useErrorHandler();
  const startRegistration = useStartRegistration();
  // One registration at a time, whether Next (or Enter) started it or the solved captcha resumed
  // it: a second would send the customer a second SMS.
  const oneAtATime = useOneAtATime((run: () => Promise<void>) => run());
  const captcha = useCaptchaGate((input) => oneAtATime(() => startRegistration(input)));
  const [values, setValues] = useState<InfoValues>(() => ({
    idCard: formatIdCard(registration.idCard),
    mobile: formatMobile(registration.mobileNumber),
    referral: registration.referral,
  }));
  const [focused, setFocused] = useState<Record<InfoField, boolean>>({ idCard: false, mobile: false, referral: false });

  const stillHere = useStillHere();

  const errors = infoErrors(values, isDebugMode());
  const valid = !errors.idCard && !errors.mobile;

  const checkAndRegister = async () => {
    // Go on a form not yet complete says why, in every field, as a field visited would.
    if (!valid) {
      setFocused({ idCard: true, mobile: true, referral: true });
      return;
    }
    const identificationNumber = digitsOnly(values.idCard);
    const mobileNumber = digitsOnly(values.mobile);
    patch({ idCard: identificationNumber, mobileNumber, referral: values.referral });
    try {
      const check = await withLoading(() => checkCustomer({ identificationNumber, mobileNumber }));
      if (!stillHere()) return;
      setHasBankApp(check.isHaveKMA);
      const input: RegistrationInput = {
        identificationNumber,
        mobileNumber,
        referral: values.referral,
        recaptchaToken: registration.reCaptchaToken,
        isHaveKMA: check.isHaveKMA,
      };
      if (check.isValidateCaptcha && registration.reCaptchaToken === '') {
        captcha.askFor(input);
        return;
      }
      await startRegistration(input);
    } catch (error) {
      if (stillHere()) await handleError(error, { verifyBy: 'info' });
    }
  };
  const submit = () => oneAtATime(checkAndRegister);

  const field = (name: InfoField) => ({
    value: values[name],
    onChange: (typed: string) => setValues((current) => ({ ...current, [name]: INFO_INPUT_FORMATS[name](typed) })),
    onFocus: () => setFocused((current) => (current[name] ? current : { ...current, [name]: true })),
    error: focused[name] ? errors[name] : null,
  });

  return (
    <Page
      title={TEXT.title}
      footer={
        <Button disabled={!valid} onClick={() => void submit()}>
          {BUTTONS.next}
        </Button>
      }
    >
      <EnterForm onEnter={submit} severalFields>
        <TextField label={TEXT.idCard} inputMode="numeric" autoComplete="off" mask={ID_CARD_MASK} {...field('idCard')} />
        <TextField label={TEXT.mobile} inputMode="tel" autoComplete="tel-national" mask={MOBILE_MASK} {...field('mobile')} />
        <TextField label={TEXT.referral} autoComplete="off" {...field('referral')} />
      </EnterForm>
      {captcha.shown ? <CaptchaOverlay solved={captcha.solved} onToken={captcha.onToken} onCancel={captcha.cancel} /> : null}
    </Page>
  );
}

/**
 * /info, whose Next starts a registration and its SMS, never starts a second one for a
 * registration the bank has accepted in this window: brought back by the phone's history (or
 * opened by its address, a reload) it sends the customer on to where that journey stands, a
 * finished one to the settings menu. Reached by a move forward (from the terms, as after a cancel
 * of the service) it starts a new one (docs/behaviour.md#registration-journey).
 */
export default function InfoRoute() {
  const step = useBroughtBack() ? submittedRegistrationStep() : null;
  return (
    <SendOn to={step === OWN_PATHS.success ? PATHS.setting : step}>
      <InfoPage />
    </SendOn>
  );
}

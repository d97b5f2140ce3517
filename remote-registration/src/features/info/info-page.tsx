import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  BUTTONS,
  checkCustomer,
  digitsOnly,
  formatIdCard,
  formatMobile,
  ID_CARD_MASK,
  isDebugMode,
  MOBILE_MASK,
  Page,
  patchRegistrationAtom,
  registrationAtom,
  setHasBankApp,
  showAlert,
  useErrorHandler,
  validateCaptcha,
  withLoading,
} from 'shared-kernel';
import { TextField } from 'shared-kernel/form-fields';
import { REGISTRATION_TEXTS } from '../../texts/th';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { CaptchaOverlay } from './captcha-overlay';
import { INFO_INPUT_FORMATS, infoErrors, type InfoField, type InfoValues } from './info-fields';
import { useStartRegistration, type RegistrationInput } from './use-start-registration';

const TEXT = REGISTRATION_TEXTS.info;
/** docs/behaviour.md#limits-and-timings: the captcha overlay closes 2 s after its token arrives. */
export const CAPTCHA_CLOSE_MS = 2000;
const CAPTCHA_QUERY = 'isValidateCaptcha';

/** /info: ID card, mobile and referral, the customer check, the captcha, then verification. */
export default function InfoPage() {
  useRegistrationStyles();
  const registration = useAtomValue(registrationAtom);
  const patch = useSetAtom(patchRegistrationAtom);
  const handleError = useErrorHandler();
  const startRegistration = useStartRegistration();
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<InfoValues>(() => ({
    idCard: formatIdCard(registration.idCard),
    mobile: formatMobile(registration.mobileNumber),
    referral: registration.referral,
  }));
  const [focused, setFocused] = useState<Record<InfoField, boolean>>({ idCard: false, mobile: false, referral: false });
  const [captchaClosing, setCaptchaClosing] = useState(false);
  // The customer-check answer waiting for the captcha, so the flow resumes without a second tap.
  const waiting = useRef<RegistrationInput | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const errors = infoErrors(values, isDebugMode());
  const valid = !errors.idCard && !errors.mobile;
  const captchaShown =
    searchParams.get(CAPTCHA_QUERY) === 'true' && (registration.reCaptchaToken === '' || captchaClosing);

  const closeCaptcha = useCallback(() => {
    setCaptchaClosing(false);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CAPTCHA_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  const onCaptchaToken = useCallback(
    async (token: string) => {
      const valid = await withLoading(() => validateCaptcha(token)).then(
        (answer) => answer.valid,
        () => false,
      );
      if (!valid) {
        waiting.current = null;
        closeCaptcha();
        await showAlert({ title: TEXT.captchaFailed, icon: 'alert' });
        return;
      }
      patch({ reCaptchaToken: token });
      setCaptchaClosing(true);
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        closeCaptcha();
        const input = waiting.current;
        waiting.current = null;
        if (input) void startRegistration({ ...input, recaptchaToken: token });
      }, CAPTCHA_CLOSE_MS);
    },
    [patch, closeCaptcha, startRegistration],
  );

  const acceptCaptchaToken = useCallback((token: string) => void onCaptchaToken(token), [onCaptchaToken]);

  const submit = async () => {
    if (!valid) return;
    const identificationNumber = digitsOnly(values.idCard);
    const mobileNumber = digitsOnly(values.mobile);
    patch({ idCard: identificationNumber, mobileNumber, referral: values.referral });
    try {
      const check = await withLoading(() => checkCustomer({ identificationNumber, mobileNumber }));
      setHasBankApp(check.isHaveKMA);
      const input: RegistrationInput = {
        identificationNumber,
        mobileNumber,
        referral: values.referral,
        recaptchaToken: registration.reCaptchaToken,
        isHaveKMA: check.isHaveKMA,
      };
      if (check.isValidateCaptcha && registration.reCaptchaToken === '') {
        waiting.current = input;
        setSearchParams({ [CAPTCHA_QUERY]: 'true' });
        return;
      }
      await startRegistration(input);
    } catch (error) {
      await handleError(error, { verifyBy: 'info' });
    }
  };

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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={TEXT.idCard} inputMode="numeric" autoComplete="off" mask={ID_CARD_MASK} {...field('idCard')} />
        <TextField label={TEXT.mobile} inputMode="tel" autoComplete="tel-national" mask={MOBILE_MASK} {...field('mobile')} />
        <TextField label={TEXT.referral} autoComplete="off" {...field('referral')} />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      {captchaShown ? (
        <CaptchaOverlay
          solved={captchaClosing}
          onToken={acceptCaptchaToken}
          onCancel={() => {
            waiting.current = null;
            closeCaptcha();
          }}
        />
      ) : null}
    </Page>
  );
}

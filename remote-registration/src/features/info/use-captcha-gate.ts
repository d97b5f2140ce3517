import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { patchRegistrationAtom, registrationAtom, showAlert, withLoading } from 'shared-kernel';
import { validateCaptcha } from 'shared-kernel/journey-calls';
import { useStillHere } from 'shared-kernel/still-here';
import { REGISTRATION_CATALOGUE } from '../../texts/catalogue';
import { type RegistrationInput } from './use-start-registration';

/** docs/behaviour.md#limits-and-timings: the captcha overlay closes 2 s after its token arrives. */
export const CAPTCHA_CLOSE_MS = 2000;
const CAPTCHA_QUERY = 'isValidateCaptcha';
/** The history entry askFor pushes for the overlay, so the phone's back closes it. */
const OVERLAY_ENTRY = { captchaOverlay: true };
const isOverlayEntry = (state: unknown) => typeof state === 'object' && state !== null && 'captchaOverlay' in state;

export interface CaptchaGate {
  /** The overlay is up: asked for and not yet solved, or solved and about to close. */
  shown: boolean;
  /** The token was accepted; the overlay shows so for a moment before the flow resumes. */
  solved: boolean;
  /** The customer check asked for a captcha: remember where the flow was and open the overlay. */
  askFor: (input: RegistrationInput) => void;
  onToken: (token: string) => void;
  cancel: () => void;
}

/**
 * /info's captcha: the overlay opened by the customer check, the token checked with the bank
 * and kept, then the registration resumed (by `resume`, the page's) from the answer it was
 * waiting with, without a second tap (docs/behaviour.md#limits-and-timings for the closing delay).
 */
export function useCaptchaGate(resume: (input: RegistrationInput) => unknown): CaptchaGate {
  const { reCaptchaToken } = useAtomValue(registrationAtom);
  const patch = useSetAtom(patchRegistrationAtom);
  // The page's latest, for the 2 s timer set by an earlier render.
  const resumeNow = useRef(resume);
  resumeNow.current = resume;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [solved, setSolved] = useState(false);
  // The customer-check answer waiting for the captcha, so the flow resumes without a second tap.
  const waiting = useRef<RegistrationInput | null>(null);
  // What follows the overlay (the registration resumed, or the refusal said) once its entry has gone.
  const afterClose = useRef<(() => unknown) | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The entry shown now, for a close that comes from the 2 s timer.
  const shownEntry = useRef(location.state);
  shownEntry.current = location.state;
  const stillHere = useStillHere();
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = searchParams.get(CAPTCHA_QUERY) === 'true';
  useEffect(() => {
    if (open) return;
    const next = afterClose.current;
    afterClose.current = null;
    next?.();
  }, [open, location.key]);

  const close = useCallback(
    (then: (() => unknown) | null = null) => {
      setSolved(false);
      afterClose.current = then;
      // Going back through the overlay's own entry, rather than replacing it, leaves one /info in the
      // history: the phone's back after the overlay leaves the page, as it did before the overlay.
      if (isOverlayEntry(shownEntry.current)) void navigate(-1);
      else
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(CAPTCHA_QUERY);
            return next;
          },
          { replace: true },
        );
    },
    [navigate, setSearchParams],
  );

  const check = useCallback(
    async (token: string) => {
      const valid = await withLoading(() => validateCaptcha(token)).then(
        (answer) => answer.valid,
        () => false,
      );
      if (!stillHere()) return;
      if (!valid) {
        waiting.current = null;
        close(() => showAlert({ title: REGISTRATION_CATALOGUE.textsNow().info.captchaFailed, icon: 'alert' }));
        return;
      }
      patch({ reCaptchaToken: token });
      setSolved(true);
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        const input = waiting.current;
        waiting.current = null;
        close(input && (() => resumeNow.current({ ...input, recaptchaToken: token })));
      }, CAPTCHA_CLOSE_MS);
    },
    [patch, close, stillHere],
  );

  const onToken = useCallback((token: string) => void check(token), [check]);

  const askFor = useCallback(
    (input: RegistrationInput) => {
      waiting.current = input;
      setSearchParams({ [CAPTCHA_QUERY]: 'true' }, { state: OVERLAY_ENTRY });
    },
    [setSearchParams],
  );

  const cancel = useCallback(() => {
    waiting.current = null;
    close();
  }, [close]);

  return {
    shown: open && (reCaptchaToken === '' || solved),
    solved,
    askFor,
    onToken,
    cancel,
  };
}

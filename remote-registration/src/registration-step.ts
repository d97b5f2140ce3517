import { useEffect } from 'react';
import { PATHS } from 'shared-kernel';
import { servedSessionItem } from 'shared-kernel/compatibility';
import { OWN_PATHS } from './own-paths';

/**
 * Once the bank has accepted a registration it must never be offered for submitting again (the
 * bank refuses it as already submitted): the window keeps the screen the journey has reached,
 * where the account screens send a customer who comes back to them (docs/behaviour.md#registration-journey).
 */
const STEPS = [PATHS.consentCollection, OWN_PATHS.survey, OWN_PATHS.success] as const;
export type RegistrationStep = (typeof STEPS)[number];

const isStep = (value: string | null): value is RegistrationStep => STEPS.some((step) => step === value);
const stepItem = servedSessionItem('registrationStep');

/** The screen a registration already submitted in this window stands at; null before Register. */
export function submittedRegistrationStep(): RegistrationStep | null {
  const stored = stepItem.get();
  return isStep(stored) ? stored : null;
}

export const recordRegistrationStep = (step: RegistrationStep): void => stepItem.set(step);

/**
 * Register has gone to the bank from this window and no acceptance has been seen since: its answer
 * may have been lost (a pull to reload, a dropped connection) after the bank accepted it.
 */
const SENT = 'sent';
export const registerSentUnanswered = (): boolean => stepItem.get() === SENT;
export const recordRegisterSent = (): void => stepItem.set(SENT);

/** A new registration (a new registerRef) has submitted nothing yet. */
export const forgetRegistrationStep = (): void => stepItem.remove();

/** The screen on show is where the submitted registration now stands. */
export function useRegistrationStepHere(step: RegistrationStep): void {
  useEffect(() => recordRegistrationStep(step), [step]);
}

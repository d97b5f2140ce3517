/** docs/behaviour.md#limits-and-timings: under this window height the submit button is hidden. */
export const SUBMIT_MIN_WINDOW_HEIGHT = 600;

/**
 * The bank's specification (see docs/behaviour.md#statement-form) names a flag that keeps the button shown on a short window without explaining it.
 * In this build the flag is 'the e-mail field is not being typed in on a touch screen': a window
 * that short is a phone with its keyboard up, where a bottom button would cover the field being
 * typed; a phone that is simply small keeps its button, so the customer can always send. A mouse
 * and keyboard (LINE for PC) bring up no on-screen keyboard, so there a short window keeps it too.
 */
export function isSubmitShown(windowHeight: number, emailFieldFocused: boolean, typesOnScreen = true): boolean {
  return windowHeight >= SUBMIT_MIN_WINDOW_HEIGHT || !emailFieldFocused || !typesOnScreen;
}

/** Whether typing brings up an on-screen keyboard: not where the main pointer is a mouse (a PC). */
export function typesOnScreen(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: fine)').matches;
}

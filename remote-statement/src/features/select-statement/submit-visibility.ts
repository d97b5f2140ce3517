/** docs/behaviour.md#limits-and-timings: under this window height the submit button is hidden. */
export const SUBMIT_MIN_WINDOW_HEIGHT = 600;

/**
 * The bank's specification (see docs/behaviour.md#statement-form) names a flag that keeps the button shown on a short window without explaining it.
 * In this build the flag is 'the e-mail field is not being typed in': a window that short
 * is a phone with its keyboard up, where a bottom button would cover the field being typed;
 * a phone that is simply small keeps its button, so the customer can always send.
 */
export function isSubmitShown(windowHeight: number, emailFieldFocused: boolean): boolean {
  return windowHeight >= SUBMIT_MIN_WINDOW_HEIGHT || !emailFieldFocused;
}

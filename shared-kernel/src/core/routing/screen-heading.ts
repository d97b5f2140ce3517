/** The screen's heading (the Page's h1, tabIndex -1): where a screen reader is told where it is. */
export function screenHeading(): HTMLElement | null {
  return document.querySelector('main h1');
}

/**
 * Focus to the screen's heading where the control that held it goes away as the screen begins
 * again: ลองใหม่ as the read starts over, a popup whose opener has gone (focus left on nothing
 * is lost to a screen reader and a keyboard alike).
 */
export function focusScreenHeading(): void {
  screenHeading()?.focus();
}

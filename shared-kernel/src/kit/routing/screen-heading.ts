/**
 * The screen's heading (the Page's h1, tabIndex -1): where a screen reader is told where it is.
 * The kernel's `shared-kernel/screen-heading` entry point; the core compiles it in too (the route
 * announcer, the popups, ลองใหม่ of a page's read).
 */
export function screenHeading(): HTMLElement | null {
  return document.querySelector('main h1');
}

/**
 * Focus to the screen's heading where the control that held it goes away as the screen begins
 * again: ลองใหม่ as a read or a request starts over, a popup whose opener has gone (focus left on
 * nothing is lost to a screen reader and a keyboard alike).
 */
export function focusScreenHeading(): void {
  screenHeading()?.focus();
}

/** docs/behaviour.md#limits-and-timings: the terms count as read within 10 px of the bottom. */
export const TERMS_SCROLL_THRESHOLD_PX = 10;

export function isScrolledToEnd(box: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= TERMS_SCROLL_THRESHOLD_PX;
}

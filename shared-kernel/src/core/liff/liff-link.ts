import type { RuntimeConfig } from '../config/runtime-config';

/** LINE's permanent link of a LIFF app: opening it anywhere brings the customer into the mini-app in LINE. */
export const LIFF_LINK_ORIGIN = 'https://liff.line.me';

/**
 * The URL that brings a customer who left LINE (for the bank app) back to `path` inside the
 * mini-app. With the real SDK it is the LIFF app's permanent link: the bare web origin would
 * open in a phone browser, outside LINE, where the LIFF session is gone. In mock mode there is
 * no LINE to return to, so it is the page itself on this origin.
 */
export function returnIntoMiniApp(
  path: string,
  config: Pick<RuntimeConfig, 'liffMock' | 'liffId'>,
  origin = window.location.origin,
): string {
  if (config.liffMock) return `${origin}${path}`;
  return `${LIFF_LINK_ORIGIN}/${encodeURIComponent(config.liffId)}${path}`;
}

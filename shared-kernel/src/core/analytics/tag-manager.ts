import type { RuntimeConfig } from '../config/runtime-config';
import { getDataLayer } from './data-layer';

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Consent defaults, set before the container loads so no tag fires under a looser default:
 * nothing is stored for advertising or analytics until the bank's own tags grant it (Google
 * consent mode then sends cookieless pings only). Storage the app needs to work stays granted.
 */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
} as const;

let started = false;

/**
 * Loads the Google Tag Manager container named by the runtime config's `gtmId` (absent in the
 * sandbox: then nothing loads and events stay in `window.dataLayer`). Consent defaults go into
 * the data layer first, exactly as gtag('consent', 'default', ...) would.
 */
export function startTagManager(config: Pick<RuntimeConfig, 'gtmId'>): void {
  if (!config.gtmId || started) return;
  started = true;
  const dataLayer = getDataLayer();
  // gtag() pushes its `arguments` object; GTM reads consent commands only in that shape.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('consent', 'default', CONSENT_DEFAULTS);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(config.gtmId)}`;
  document.head.appendChild(script);
}

/** Tests start from a page where the container was never loaded. */
export function resetTagManagerForTests(): void {
  started = false;
}

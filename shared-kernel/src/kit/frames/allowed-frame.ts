import { getRuntimeConfig, type RuntimeConfig } from 'shared-kernel';

/** The origin of an absolute http(s) URL, or null for anything else (javascript:, data:, junk). */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * A page is framed only when its origin is on the runtime config's allow-list: a URL that
 * came back from a server must never put a stranger's page inside the bank's window.
 */
export function isAllowedFrameUrl(url: string, config: RuntimeConfig = getRuntimeConfig()): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  return config.frameOrigins.some((allowed) => originOf(allowed) === origin);
}

/** The captcha page for the /info overlay; it posts its token back to `appOrigin`. */
export function captchaPageUrl(appOrigin: string, config: RuntimeConfig = getRuntimeConfig()): string {
  const url = new URL(config.captchaUrl ?? `${config.apiBaseUrl}/__sandbox/captcha`);
  url.searchParams.set('origin', appOrigin);
  return url.toString();
}

/**
 * What a framed third-party page may do: run its own scripts and forms on its own origin and
 * navigate its own frame (back to /stamp-consent-action), but never the app's window, and open
 * no popups. The captcha also needs no forms.
 */
export const CONSENT_FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin';
export const CAPTCHA_FRAME_SANDBOX = 'allow-scripts allow-same-origin';

import type { BrowserContext, Page } from '@playwright/test';
import { SANDBOX_URL } from '../support/sandbox';

/** The LIFF app the real-SDK project runs: a LIFF id under the sandbox's LINE channel. */
export const REAL_LIFF_ID = 'sandbox-channel-RealSdk1';

/** The tag manager container the app loads (runtime config gtmId), answered by answerTagManager. */
export const TAG_MANAGER_ID = 'GTM-REALSDK1';

/**
 * The tag manager's container, played: as it loads it records the address a page view tag sends
 * as page_location (`document.location.href`), read back with pageViewLocations.
 */
export async function answerTagManager(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/www\.googletagmanager\.com\/gtm\.js/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__pageViewLocations = (window.__pageViewLocations || []).concat(document.location.href);',
    }),
  );
}

export async function pageViewLocations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Window & { __pageViewLocations?: string[] }).__pageViewLocations ?? []);
}

export interface LineTraffic {
  /** Every authorize page the browser was sent to (LINE Login), as full URLs. */
  logins: string[];
  /** The ID tokens the simulated platform handed out at its token endpoint. */
  issuedIdTokens: string[];
  /** Requests to a LINE host the simulated platform does not play (answered 404). */
  unanswered: string[];
}

/**
 * The browser's requests to LINE's hosts go to the sandbox's simulated LINE platform instead
 * (sandbox-api/src/line-platform/): https://access.line.me/… and https://api.line.me/… are
 * forwarded as they are, with the LINE user this browser is logged in to LINE as. LINE's CDNs
 * (the SDK's optional texts and, inside LINE, its client extensions) are not played: they
 * answer 404 and are recorded.
 */
export async function answerLineHostsFromSandbox(context: BrowserContext, lineUser: string): Promise<LineTraffic> {
  const traffic: LineTraffic = { logins: [], issuedIdTokens: [], unanswered: [] };
  await context.route(/^https:\/\/(access|api)\.line\.me\//, async (route) => {
    const url = new URL(route.request().url());
    const host = url.hostname.split('.')[0];
    const target = new URL(`${SANDBOX_URL}/__sandbox/line-platform/${host}${url.pathname}${url.search}`);
    if (host === 'access' && url.pathname === '/liff/v1/authorize') {
      traffic.logins.push(url.href);
      target.searchParams.set('sub', lineUser);
    }
    const response = await route.fetch({ url: target.href, maxRedirects: 0 });
    if (url.pathname === '/oauth2/v2.1/token' && response.ok()) {
      traffic.issuedIdTokens.push(((await response.json()) as { id_token: string }).id_token);
    }
    await route.fulfill({ response });
  });
  await context.route(/^https:\/\/[^/]*line-scdn\.net\//, async (route) => {
    traffic.unanswered.push(route.request().url());
    await route.fulfill({ status: 404, body: '' });
  });
  return traffic;
}

import { test as base, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LIFF_INIT_LIMIT_MS } from '../../shared-kernel/src/core/liff/liff-init-limit';
import { REGISTERED_LINE_USER } from '../support/fixtures';
import { BANK_PREFIX, sandboxControls, SANDBOX_URL } from '../support/sandbox';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../support/statement-journey';
import { SCREEN_TEXTS } from '../support/texts';
import { goInApp } from '../support/verification-bank';
import { answerLineHostsFromSandbox, answerTagManager, pageViewLocations, type LineTraffic } from './line-platform';

const SETTINGS_MENU_ITEM = 'จัดการผลิตภัณฑ์และบัญชี';

interface Fixtures {
  lineUser: string;
  line: LineTraffic;
  /** The LINE ID tokens the bank was sent at /verify-token, with the bank's answer. */
  exchanges: { lineIdToken: string; status: number }[];
}

const test = base.extend<Fixtures>({
  lineUser: async ({}, use) => use(`U-real-liff-${randomUUID()}`),
  line: async ({ context, lineUser, request }, use) => {
    await sandboxControls(request).reset();
    await answerTagManager(context);
    await use(await answerLineHostsFromSandbox(context, lineUser));
  },
  exchanges: async ({ page }, use) => {
    const exchanges: Fixtures['exchanges'] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(response.url()).pathname === `${BANK_PREFIX}/verify-token`) {
        exchanges.push({ lineIdToken: (request.postDataJSON() as { lineIdToken: string }).lineIdToken, status: response.status() });
      }
    });
    await use(exchanges);
  },
});

test.describe('a registered customer in an external browser', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('is sent to LINE Login and comes back on the route they asked for', async ({ page, line }) => {
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/setting');
    expect(line.logins).toHaveLength(1);
    expect(new URL(line.logins[0]!).searchParams.get('app_id')).toBe('sandbox-channel-RealSdk1');
    // The one-time code LINE sent back does not stay in the address bar.
    expect(new URL(page.url()).search).toBe('');
  });

  test("the page view the tag manager sends names the route only, never LINE Login's code", async ({ page, line, baseURL }) => {
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(line.logins).toHaveLength(1);
    expect(await pageViewLocations(page)).toEqual([`${baseURL}/setting`]);
  });

  test('a liff.state deep link lands on /request-statement for that account', async ({ page, line }) => {
    const deepLink = requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef);
    // What LINE's LIFF URL (https://liff.line.me/<liffId>/request-statement?…) opens: the endpoint with liff.state.
    await page.goto(`/?liff.state=${encodeURIComponent(deepLink)}`);
    await expect(page).toHaveURL(/\/request-setting$/);
    expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('select-statement');
    expect(await page.evaluate(() => localStorage.getItem('accountRef'))).toBe(REGISTERED_CUSTOMER.savings.accountRef);
    expect(line.logins).toHaveLength(1);
  });

  test('the bank receives the real SDK ID token and verifies it against the platform keys', async ({ page, line, exchanges, request }) => {
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(line.issuedIdTokens).toHaveLength(1);
    expect(exchanges).toEqual([{ lineIdToken: line.issuedIdTokens[0], status: 200 }]);
    const [header] = line.issuedIdTokens[0]!.split('.');
    const { kid, alg } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string; alg: string };
    const certs = (await (await request.get(`${SANDBOX_URL}/__sandbox/line-platform/api/oauth2/v2.1/certs`)).json()) as {
      keys: { kid: string }[];
    };
    expect(alg).toBe('ES256');
    expect(certs.keys.map((key) => key.kid)).toContain(kid);
    // The SDK decoded the token it verified: the bank's customer is the LINE user who logged in.
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('an exchange the bank took whose answer never reached the page (a slow bank, cut on the way): LINE Login brings an ID token the bank takes, and the customer is in', async ({
    page,
    line,
    exchanges,
  }) => {
    let answerLost = false;
    await page.route(
      (url) => url.pathname === `${BANK_PREFIX}/verify-token`,
      async (route) => {
        if (answerLost) return route.continue();
        answerLost = true;
        // The bank takes the exchange and answers; the answer is lost on its way to the phone.
        await route.fetch();
        return route.abort('connectionreset');
      },
    );
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/setting');
    expect(line.logins).toHaveLength(2);
    expect(line.issuedIdTokens).toHaveLength(2);
    // The spent token once, refused as reused; then the new one, taken.
    expect(exchanges).toEqual([
      { lineIdToken: line.issuedIdTokens[0], status: 401 },
      { lineIdToken: line.issuedIdTokens[1], status: 200 },
    ]);
  });

  test('an ID token that expires mid-journey sends the customer to LINE Login again and the journey continues', async ({
    page,
    line,
    exchanges,
    request,
  }) => {
    await page.clock.install({ time: new Date() });
    await page.goto('/register');
    // The page may still be leaving LINE Login's return address while it is polled: a read lost to
    // that navigation is asked again, not counted as a failure.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken')).catch(() => null)).toBeTruthy();
    expect(line.logins).toHaveLength(1);

    // An hour later the customer carries on in the open app: the phone's clock and the bank's moved on.
    const advanced = await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advanceSeconds: 3600 } });
    expect(advanced.status()).toBe(200);
    await page.clock.fastForward('01:00:00');
    await goInApp(page, '/setting');

    await expect.poll(() => line.logins.length).toBe(2);
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/setting');
    expect(line.issuedIdTokens).toHaveLength(2);
    expect(exchanges.map((exchange) => exchange.status)).toEqual([200, 200]);
    expect(exchanges[1]!.lineIdToken).toBe(line.issuedIdTokens[1]);
  });
});

test.describe('LINE failing the start in an external browser', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });
  const TH = SCREEN_TEXTS.th;

  test('LINE answering 5xx: the customer is told and tries again, and is in once LINE answers', async ({ page, line }) => {
    let failures = 1;
    await page.route(/\/contextToken$/, (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.fallback()));
    await page.goto('/setting');
    await expect(page.getByRole('heading', { name: TH.PAGE_TEXTS.generalError.title })).toBeVisible();
    await page.getByRole('button', { name: TH.BUTTONS.retry }).click();
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/setting');
    expect(line.logins).toHaveLength(1);
  });

  test('LINE slow to answer: a screen the server has no drawing of shows the loading spinner meanwhile, not a white page', async ({
    page,
    line,
  }) => {
    let answering = false;
    await page.route(/\/contextToken$/, (route) => (answering ? route.fallback() : undefined));
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('status').filter({ hasText: TH.PAGE_TEXTS.loading })).toBeVisible();
    answering = true;
    await page.reload();
    await expect(page.getByRole('heading', { name: TH.registration.terms.title })).toBeVisible();
    expect(line.logins).toHaveLength(1);
  });

  test("a start LINE fails is reported to the bank's operators, naming the route and not LINE Login's code", async ({
    page,
    line,
    request,
  }) => {
    // LINE Login gives its code, and LINE's token endpoint then fails: the address the start fails on holds the code.
    await page.route(/\/oauth2\/v2\.1\/token$/, (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/setting');
    await expect(page.getByRole('heading', { name: TH.PAGE_TEXTS.generalError.title })).toBeVisible();
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    // A batch leaves when the page is hidden.
    await page.goto('about:blank');
    const reportsUrl = `${SANDBOX_URL}/__sandbox/client-reports?kind=start-failure`;
    const reports = async () => ((await (await request.get(reportsUrl)).json()) as { reports: Record<string, unknown>[] }).reports;
    await expect.poll(async () => (await reports()).length).toBe(1);
    const [report] = await reports();
    expect(report).toMatchObject({ kind: 'start-failure', route: '/setting' });
    expect(String(report!.message)).not.toBe('');
    expect(JSON.stringify(report)).not.toContain(code);
    expect(JSON.stringify(report)).not.toMatch(/eyJ|code=/);
    expect(line.logins).toHaveLength(1);
  });

  test('LINE Login coming back with an error: trying again logs in afresh, not the same error again', async ({ page, line }) => {
    let logins = 0;
    await page.route(/^https:\/\/access\.line\.me\/liff\/v1\/authorize/, (route) => {
      if (++logins > 1) return route.fallback();
      const asked = new URL(route.request().url());
      const back = new URL(asked.searchParams.get('redirect_uri')!);
      back.searchParams.set('error', 'server_error');
      back.searchParams.set('error_description', 'temporarily unavailable');
      back.searchParams.set('liffOAuth2Error', 'true');
      back.searchParams.set('state', asked.searchParams.get('state') ?? '');
      return route.fulfill({ status: 302, headers: { Location: back.href } });
    });
    await page.goto('/setting');
    await expect(page.getByRole('heading', { name: TH.PAGE_TEXTS.generalError.title })).toBeVisible();
    await page.getByRole('button', { name: TH.BUTTONS.retry }).click();
    await expect(page.getByRole('button', { name: SETTINGS_MENU_ITEM })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/setting');
    expect(new URL(page.url()).search).toBe('');
    // The refused login, then the one LINE gave.
    expect(logins).toBe(2);
    expect(line.logins).toHaveLength(1);
  });
});

test.describe('LINE in English failing the start', () => {
  test.use({ lineUser: REGISTERED_LINE_USER, locale: 'en-US' });
  const EN = SCREEN_TEXTS.en;

  test('LINE not answering: the first screen does not stay lifeless, the customer is told in English and tries again', async ({
    page,
    line,
  }) => {
    await page.clock.install({ time: new Date() });
    let answering = false;
    let asked: () => void = () => undefined;
    const askedLine = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/contextToken$/, (route) => {
      if (answering) return route.fallback();
      // LINE's server holds the request and never answers.
      asked();
      return undefined;
    });
    await page.goto('/setting');
    await askedLine;
    await page.clock.fastForward(LIFF_INIT_LIMIT_MS);
    await expect(page.getByRole('heading', { name: EN.PAGE_TEXTS.generalError.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    answering = true;
    await page.getByRole('button', { name: EN.BUTTONS.retry }).click();
    await expect(page.getByRole('button', { name: EN.settings.menu.manageAccounts })).toBeEnabled();
    expect(line.logins).toHaveLength(1);
  });
});

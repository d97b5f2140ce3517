import { expect, test } from '../../support/fixtures';
import { approveRegistrationKma, CUSTOMERS, fillInfo, registerAndPassSuccessPopup, sandboxState } from '../../support/registration-flow';

test('back from the bank app, the accounts screen follows the waiting screen at once: its code came while the app started', async ({
  page,
  request,
  lineUser,
  sandbox,
}) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  // Whether the loading step (the spinner a route shows while its page's code arrives) ever shows on /confirm-account.
  await page.addInitScript(() => {
    const seen = () => {
      if (location.pathname === '/confirm-account' && document.querySelector('.k-loading'))
        window.sessionStorage.setItem('e2eLoadingSeen', 'yes');
    };
    const watch = () => new MutationObserver(seen).observe(document.documentElement, { childList: true, subtree: true });
    if (document.documentElement) watch();
    else document.addEventListener('readystatechange', watch, { once: true });
  });
  await page.goto('/info');
  await fillInfo(page, CUSTOMERS.withKma);

  // What the page load back from the bank app asks for, in order (from the bank app's page on).
  await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/registration\/[^/]+\/remoteEntry\.js$/.test(path)) asked.push('accounts screen remote');
    if (/\/registration\/[^/]+\/page-confirm-account\.[0-9a-f]{8}\.js$/.test(path)) asked.push('accounts screen code');
    if (path.endsWith('/registers/kma/deep-link/verify')) asked.push('bank asked');
  });
  await approveRegistrationKma(page);
  await expect(page.getByRole('heading', { level: 1, name: 'บัญชีที่รับการแจ้งเตือน' })).toBeVisible();
  expect(asked).toEqual(['accounts screen remote', 'accounts screen code', 'bank asked']);
  // The remote's entry was asked for by the page's own hint, while the page was read, not by
  // main.js, which runs (deferred) only once it has been read.
  const entryAsked = await page.evaluate(() => {
    const [read] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\/registration\/[^/]+\/remoteEntry\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => (read && entry.startTime < read.domInteractive ? 'while the page was read' : 'after'));
  });
  expect(entryAsked).toEqual(['while the page was read']);
  expect(await page.evaluate(() => window.sessionStorage.getItem('e2eLoadingSeen'))).toBeNull();

  // The screen works: the customer registers with the accounts the bank offered.
  await expect(page.getByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' })).toBeChecked();
  await registerAndPassSuccessPopup(page);
  const state = await sandboxState(request, lineUser);
  expect(state.registrations[0]).toMatchObject({ channel: 'KMA', verifiedBy: 'KMA' });
  expect(state.link?.accounts).toHaveLength(3);
});

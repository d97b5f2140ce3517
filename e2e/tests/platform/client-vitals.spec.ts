import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../../support/statement-journey';

// Core Web Vitals reach the runtime config's errorReportUrl (the sandbox collects them) with the
// route and release, and nothing a customer typed or was given.
test('the landing’s Web Vitals (LCP, CLS) are reported to the errorReportUrl when the page is left, with no personal data', async ({
  page,
  request,
}) => {
  const reportsUrl = `http://localhost:${APP_PORTS.sandbox}/__sandbox/client-reports?kind=web-vital`;
  const vitalsLoaded = page.waitForResponse((response) => /\/web-vitals\.[0-9a-f]{8}\.js$/.test(response.url()));
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  await vitalsLoaded;
  // LCP and CLS are final once the page is hidden; the batch leaves then.
  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const { reports } = (await (await request.get(reportsUrl)).json()) as { reports: Array<Record<string, unknown>> };
      return reports.map((report) => report.name).sort();
    })
    .toEqual(expect.arrayContaining(['CLS', 'LCP']));
  const { reports } = (await (await request.get(reportsUrl)).json()) as { reports: Array<Record<string, unknown>> };
  const lcp = reports.find((report) => report.name === 'LCP')!;
  expect(lcp).toMatchObject({ kind: 'web-vital', route: '/register' });
  expect(lcp.value).toEqual(expect.any(Number));
  expect(lcp.release).toEqual(expect.any(String));
  const sent = JSON.stringify(reports.map(({ receivedAt: _receivedAt, ...report }) => report));
  expect(sent).not.toMatch(/\d{9,}|@|eyJ/);
});

test.describe('on a screen that waits for the bank', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('the Web Vitals library is not fetched while the statement entry waits for the bank’s answers', async ({ page }) => {
    const vitalsAsked: number[] = [];
    page.on('request', (request) => {
      if (/\/web-vitals\.[0-9a-f]{8}\.js$/.test(request.url())) vitalsAsked.push(Date.now());
    });
    // The chooser's read is held for a second after the page has loaded: the phone's link is
    // then the first screen's, and the library must not take a share of it.
    let loadedAt = 0;
    await page.route(/\/verification\/check-pre-verify-customer/, async (route) => {
      await page.waitForFunction(() => document.readyState === 'complete');
      loadedAt ||= Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const answered = page.waitForResponse((response) => response.url().includes('/verification/check-pre-verify-customer'));
    await page.goto(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
    await answered;
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
    expect(loadedAt).toBeGreaterThan(0);
    expect(vitalsAsked.filter((at) => at < loadedAt + 1000)).toEqual([]);
  });
});

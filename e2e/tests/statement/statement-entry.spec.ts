import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import {
  keptStatementAccount,
  onSelectStatement,
  REGISTERED_CUSTOMER,
  requestStatementUrl,
  verifyByServiceOtp,
} from '../../support/statement-journey';

const ACCOUNT_REF = REGISTERED_CUSTOMER.savings.accountRef;

test('a customer who is not registered is sent from /request-statement to /register', async ({ page }) => {
  await page.goto(requestStatementUrl(ACCOUNT_REF));
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
});

test.describe('as the registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('the entry asks for verification in the statement flow, then skips it once verified', async ({ page }) => {
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    await expect(page).toHaveURL(/\/request-setting$/);
    expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('select-statement');
    expect(await keptStatementAccount(page)).toBe(ACCOUNT_REF);

    await verifyByServiceOtp(page);
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    await expect(page).toHaveURL(onSelectStatement(ACCOUNT_REF));
    await expect(page.getByRole('region', { name: 'บัญชี' })).toContainText('200-0-00001-1');
  });

  test('the verification chooser it goes on to is fetched while the app starts, not after the bank’s check', async ({ page }) => {
    const order: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/page-request-setting\.[0-9a-f]{8}\.js$/.test(url)) order.push('chooser chunk');
      if (url.includes('/statements/pre-generate-validate')) order.push('bank check');
    });
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
    expect(order).toEqual(['chooser chunk', 'bank check']);
  });

  test('a failing validation ends on /general-error under the statement category', async ({ page, sandbox }) => {
    await sandbox.failNext({ path: '/statements/pre-generate-validate', code: 'UNKNOWN' });
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    await expect(page).toHaveURL(/\/general-error$/);
    await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    // The error page's one event carries the category; then the stored one is cleared, so a later error page is not mislabelled.
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === 'error_page_view'),
    );
    expect(events).toEqual([expect.objectContaining({ page: '/general-error', errorCategory: 'STATEMENT_REQUEST_ERROR' })]);
    expect(await page.evaluate(() => sessionStorage.getItem('errorCategory'))).toBeNull();
  });
});

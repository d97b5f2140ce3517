import { holdRequests } from '../../support/held-requests';
import { liveBase } from '../../support/released-remotes';
import { BANK_PREFIX } from '../../support/sandbox';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import {
  keptStatementAccount,
  onSelectStatement,
  openStatementForm,
  REGISTERED_CUSTOMER,
  requestStatementUrl,
  submitStatementAndReadEmails,
  verifyByServiceOtp,
  waitForPrefilledEmail,
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

  test('after a statement is sent, the next one from the chat asks for verification again: the bank spent the token on the first', async ({
    page,
  }) => {
    await openStatementForm(page);
    await waitForPrefilledEmail(page);
    await submitStatementAndReadEmails(page);
    await page.goto(requestStatementUrl(REGISTERED_CUSTOMER.current.accountRef));
    await expect(page).toHaveURL(/\/request-setting$/);
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
  });

  test('when the chat token cannot be exchanged, the entry ends on /general-error without asking the bank about the account', async ({
    page,
    sandbox,
  }) => {
    await sandbox.failNext({ path: '/verify-token', code: 'LKS0107', status: 401, times: 5 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'OPTIONS' && path.startsWith(BANK_PREFIX) && path !== `${BANK_PREFIX}/verify-token`) asked.push(path);
    });
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    await expect(page).toHaveURL(/\/general-error$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('the verification chooser it goes on to is fetched while the app starts, and the entry’s page comes with the remote’s page table', async ({
    page,
  }) => {
    const statementVersion = liveBase('statement');
    const statementScripts: string[] = [];
    let chooserAsked = false;
    page.on('request', (request) => {
      const url = request.url();
      if (/\/page-request-setting\.[0-9a-f]{8}\.js$/.test(url)) chooserAsked = true;
      if (url.startsWith(statementVersion) && url.endsWith('.js')) statementScripts.push(url.slice(statementVersion.length - 1));
    });
    // While the bank's account check is held, the entry page cannot have sent the customer on.
    const releaseCheck = await holdRequests(page, '**/statements/pre-generate-validate*');
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    await expect.poll(() => chooserAsked).toBe(true);
    releaseCheck();
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
    // The remote's entry, then one chunk: its page table with the entry page in it. Whatever
    // follows is the next screens' code, fetched once the chooser is idle: never a page of the entry.
    expect(statementScripts.slice(0, 2)).toEqual(['/remoteEntry.js', expect.stringMatching(/^\/\d+\.[0-9a-f]{8}\.js$/)]);
    expect(statementScripts.slice(2).filter((script) => script.includes('request-statement'))).toEqual([]);
  });

  test('the bank checks the account and reads for the chooser while React is still downloading, and no call is made twice', async ({
    page,
  }) => {
    const releaseFramework = await holdRequests(page, /\/framework\.[0-9a-f]{8}\.js$/);
    const bankCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const call = pathname.split('/api/v1')[1];
      if (call) bankCalls.push(call);
    });
    const chooserRead = page.waitForRequest((request) => request.url().includes('/verification/check-pre-verify-customer'));
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    // With React held back, the token exchange, the account check and the chooser's read still happen.
    await chooserRead;
    expect(bankCalls).toEqual(['/verify-token', '/statements/pre-generate-validate', '/verification/check-pre-verify-customer']);
    releaseFramework();
    await expect(page.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toBeVisible();
    await expect(page.getByRole('button', { name: /รหัส OTP|ไม่มีแอปพลิเคชันของธนาคาร/ })).toBeEnabled();
    // The pages took those answers, and the chooser waited for the start-up's flag read instead of asking again.
    expect(bankCalls.filter((call) => call !== '/feature-flags')).toEqual([
      '/verify-token',
      '/statements/pre-generate-validate',
      '/verification/check-pre-verify-customer',
    ]);
    expect(bankCalls.filter((call) => call === '/feature-flags')).toHaveLength(1);
  });

  test('a failing validation ends on /general-error under the statement category', async ({ page, sandbox }) => {
    await sandbox.failNext({ path: '/statements/pre-generate-validate', code: 'UNKNOWN' });
    await page.goto(requestStatementUrl(ACCOUNT_REF));
    await expect(page).toHaveURL(/\/general-error$/);
    await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    // The error page's one event carries the category; then the stored one is cleared, so a later error page is not mislabelled.
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'error_page_view',
      ),
    );
    expect(events).toEqual([expect.objectContaining({ page: '/general-error', errorCategory: 'STATEMENT_REQUEST_ERROR' })]);
    expect(await page.evaluate(() => sessionStorage.getItem('errorCategory'))).toBeNull();
  });
});

import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { keepStatementAccount, onSelectStatement, REGISTERED_CUSTOMER } from '../../support/statement-journey';
import { SANDBOX_URL } from '../../support/sandbox';
import { CUSTOMERS, goInApp, startFlow, verificationBank } from '../../support/verification-bank';

const BANK_APP = 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร';

test.describe('a registered customer with the bank app', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('approves in the bank app: back on /auth-kma-verification, then on to the flow (cancel service)', async ({ page, request }) => {
    const bank = verificationBank(request);
    await startFlow(page, 'unbinding');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: BANK_APP }).click();

    // The sandbox's bank-app page stands in for the app the deep link opens.
    await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
    const [request1] = (await bank.state(REGISTERED_LINE_USER)).kmaRequests;
    // In the sandbox the mock plays LINE, so "back into the mini-app" is the waiting screen on the host's origin.
    expect(request1).toMatchObject({
      purpose: 'DEREGISTRATION',
      redirectPath: new URL('/auth-kma-verification', test.info().project.use.baseURL).href,
      decision: null,
    });
    await page.getByRole('button', { name: 'อนุมัติ' }).click();

    await expect(page).toHaveURL(/\/unbinding$/);
    expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toMatch(/^sbx-vt-/);
    expect(await page.evaluate(() => sessionStorage.getItem('authRef'))).toBeNull();
    const state = await bank.state(REGISTERED_LINE_USER);
    expect(state.kmaRequests).toEqual([expect.objectContaining({ decision: 'APPROVED' })]);
    expect(state.tokens.verify).toBe(1);
  });

  test('back from the bank app, or forward again, the customer waits for the request already sent: no second prompt, no launch again', async ({
    page,
    request,
  }) => {
    const bank = verificationBank(request);
    await startFlow(page, 'unbinding');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: BANK_APP }).click();
    await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/auth-kma-verification$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/request-setting$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/auth-kma-verification$/);
    const { kmaRequests } = await bank.state(REGISTERED_LINE_USER);
    expect(kmaRequests).toHaveLength(1);

    // The prompt on the phone is the first one: approving it goes on with the journey.
    const decided = await request.post(`${SANDBOX_URL}/__sandbox/kma/decide`, {
      data: { authRef: kmaRequests[0]?.authRef, decision: 'approve' },
    });
    expect(decided.status()).toBe(200);
    await expect(page).toHaveURL(/\/unbinding$/, { timeout: 15_000 });
  });

  test('the statement flow asks with its purpose and lands on the form for the stored account', async ({ page, request }) => {
    const bank = verificationBank(request);
    await startFlow(page, 'select-statement');
    await keepStatementAccount(page, REGISTERED_CUSTOMER.savings.accountRef);
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: BANK_APP }).click();
    await page.getByRole('button', { name: 'อนุมัติ' }).click();
    await expect(page).toHaveURL(onSelectStatement(REGISTERED_CUSTOMER.savings.accountRef));
    expect((await bank.state(REGISTERED_LINE_USER)).kmaRequests[0]?.purpose).toBe('STATEMENT_REQUEST');
  });

  test('rejects in the bank app: the cannot-continue page', async ({ page, request }) => {
    const bank = verificationBank(request);
    await startFlow(page, 'manage-consent');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: BANK_APP }).click();
    await page.getByRole('button', { name: 'ปฏิเสธ' }).click();
    await expect(page).toHaveURL(/\/auth-common-verification-error$/);
    await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนไม่สำเร็จ' })).toBeVisible();
    await expect(page.getByText('ไม่สามารถดำเนินการต่อได้')).toBeVisible();
    expect((await bank.state(REGISTERED_LINE_USER)).kmaRequests[0]).toMatchObject({ purpose: 'CONSENT_MANAGEMENT', decision: 'REJECTED' });
    expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toBeNull();
  });

  test('nobody answers in the bank app: after 5 minutes of polling, the cannot-continue page', async ({ page, request }) => {
    const bank = verificationBank(request);
    const polls: number[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/verification/kma/verify')) polls.push(Date.now());
    });
    await page.clock.install();
    await startFlow(page, 'confirm-account');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: BANK_APP }).click();
    await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
    // The customer comes back without deciding (the bank app's 'back to LINE').
    await page.goto('/auth-kma-verification');
    await expect(page.getByRole('heading', { name: 'รอการยืนยันตัวตน' })).toBeVisible();
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(1);
    await page.clock.fastForward(5000);
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/auth-kma-verification$/);

    await page.clock.fastForward('05:00');
    await expect(page).toHaveURL(/\/auth-common-verification-error$/);
    expect((await bank.state(REGISTERED_LINE_USER)).kmaRequests[0]?.decision).toBeNull();
  });

  test('the bank says the request expired (EXPD): the cannot-continue page', async ({ page, request }) => {
    const bank = verificationBank(request);
    await startFlow(page, 'unbinding');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: BANK_APP }).click();
    await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
    await bank.advanceClock(301);
    await page.goto('/auth-kma-verification');
    await expect(page).toHaveURL(/\/auth-common-verification-error$/);
  });

  test('the bank says the app is not registered (LKS0302): the popup switches to OTP', async ({ page, request }) => {
    const bank = verificationBank(request);
    await bank.failNext({ path: '/verification/kma/request', code: 'LKS0302' });
    await startFlow(page, 'unbinding');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: BANK_APP }).click();
    await expect(page.getByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' })).toBeVisible();
    await page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).click();
    await expect(page).toHaveURL(/\/receive-otp$/);
    expect(await page.evaluate(() => sessionStorage.getItem('isHaveKMA'))).toBe('false');
    expect((await bank.state(REGISTERED_LINE_USER)).kmaRequests).toEqual([]);
  });
});

test('registration by the bank app: approval verifies the registration (KMA) and opens /confirm-account', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const registerRef = await bank.preRegister(lineUser, CUSTOMERS.newWithKma, 'kma');
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/redirect-kma');
  await page.getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(page).toHaveURL(/\/confirm-account$/);
  const state = await bank.state(lineUser);
  expect(state.registrations).toEqual([expect.objectContaining({ registerRef, verifiedBy: 'KMA' })]);
  expect(state.kmaRequests).toEqual([expect.objectContaining({ kind: 'register', decision: 'APPROVED' })]);
});

test('registration without the bank app (LKS0302 from the bank): the popup switches to OTP and a code is sent', async ({
  page,
  request,
  lineUser,
}) => {
  const bank = verificationBank(request);
  const registerRef = await bank.preRegister(lineUser, CUSTOMERS.newWithoutKma);
  await startFlow(page, 'register', registerRef);
  await goInApp(page, '/redirect-kma');
  await expect(page.getByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' })).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect.poll(async () => (await bank.smsTo(CUSTOMERS.newWithoutKma.mobile)).length).toBe(1);
  const sms = await bank.lastCodeTo(CUSTOMERS.newWithoutKma.mobile);
  await expect(page.getByText(`รหัสอ้างอิง: ${sms.otpRef}`)).toBeVisible();
});

import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { holdRequests } from '../../support/held-requests';
import { pictureSettledScreen } from '../../support/screen-audit';
import { keepVerification, verifyTokenByOtp } from '../../support/settings-verification';
import { openStatementForm, REGISTERED_CUSTOMER, requestStatementUrl, waitForPrefilledEmail } from '../../support/statement-journey';
import { goInApp, startFlow, verificationBank } from '../../support/verification-bank';

/**
 * Run only by `npm run gallery` (the config ignores this folder without GALLERY_DIR). The
 * journeys picture most screens as they pass; these drive the sandbox to the screens and
 * popups that journeys leave before they settle, or never stop on, and picture each one
 * settled, so the gallery covers every route on every run. File names follow
 * screen-audit's galleryFileOf: the route with '/' and ':' as '-', then '--' and the popup.
 */

test('/verify: the registration landing under its second name', async ({ page }) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await pictureSettledScreen(page, 'verify');
});

test('/terms-and-conditions: the terms, before they are scrolled', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' })).toContainText('ข้อกำหนดและเงื่อนไข');
  await pictureSettledScreen(page, 'terms-and-conditions');
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('/setting + alert popup: the bank does not know the customer', async ({ page, sandbox }) => {
    await sandbox.failNext({ path: '/settings/check-pre-setting', code: 'LKS0402' });
    await page.goto('/setting');
    await expect(page.getByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' })).toBeVisible();
    await pictureSettledScreen(page, 'setting--k-alert-title');
  });

  test('/setting-survey: the interests the customer saved, ticked', async ({ page }) => {
    // The journey (manage-interests.spec.ts) changes the ticks as soon as they load, then leaves
    // under the saving spinner: it never stops on the loaded screen.
    await page.goto('/setting');
    await page.getByRole('button', { name: 'จัดการความสนใจ' }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await pictureSettledScreen(page, 'setting-survey');
  });

  test('/request-statement: while the bank checks the account', async ({ page }) => {
    // The bank's answer is held until the picture is taken: the page forwards as soon as it comes.
    const release = await holdRequests(page, '**/statements/pre-generate-validate**');
    await page.goto(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
    await expect(page.getByText('กำลังตรวจสอบข้อมูลบัญชีของคุณ')).toBeVisible();
    await pictureSettledScreen(page, 'request-statement');
    release();
    await expect(page).toHaveURL(/\/request-setting$/);
  });

  test('/select-statement + calendar: a custom range opens the Buddhist-era calendar', async ({ page }) => {
    await openStatementForm(page);
    await waitForPrefilledEmail(page);
    await page.getByRole('radio', { name: 'กำหนดเอง' }).check();
    await page.getByLabel('ตั้งแต่วันที่').click();
    await expect(page.getByRole('dialog', { name: 'ตั้งแต่วันที่' })).toBeVisible();
    await pictureSettledScreen(page, 'select-statement--calendar');
  });

  test('/auth-kma-verification: back from the bank app before deciding', async ({ page }) => {
    await startFlow(page, 'unbinding');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }).click();
    await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
    await page.goto('/auth-kma-verification');
    await expect(page.getByRole('heading', { name: 'รอการยืนยันตัวตน' })).toBeVisible();
    await pictureSettledScreen(page, 'auth-kma-verification');
  });

  test('/auth-kma-verification + question popup: the bank says the bank app is not registered', async ({ page, request }) => {
    // The journey (kma-not-registered.spec.ts) answers this popup at once, often before it settles.
    await startFlow(page, 'unbinding');
    await goInApp(page, '/request-setting');
    await page.getByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }).click();
    await expect(page.getByRole('button', { name: 'อนุมัติ' })).toBeVisible();
    await verificationBank(request).failNext({ path: '/verification/kma/verify', code: 'LKS0302' });
    await page.getByRole('button', { name: 'อนุมัติ' }).click();
    await expect(page.getByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth-kma-verification$/);
    await pictureSettledScreen(page, 'auth-kma-verification--k-confirm-title');
  });

  test('/add-account/:accountNo + question popup: one account, then its delete question', async ({ page, request }) => {
    await page.goto('/setting');
    await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
    await expect(page).toHaveURL(/\/request-setting$/);
    await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
    await page.goto('/confirm-account');
    await page
      .getByRole('button', { name: /^รายละเอียด / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/add-account\/\d+/);
    await expect(page.getByRole('button', { name: 'ลบบัญชี' })).toBeVisible();
    await pictureSettledScreen(page, 'add-account-accountNo');
    await page.getByRole('button', { name: 'ลบบัญชี' }).click();
    await expect(page.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' })).toBeVisible();
    await pictureSettledScreen(page, 'add-account-accountNo--k-confirm-title');
  });

  test('/consent-maintenance: the bank form in its frame', async ({ page, request }) => {
    await page.goto('/setting');
    await page.getByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' }).click();
    await expect(page).toHaveURL(/\/request-setting$/);
    await keepVerification(page, await verifyTokenByOtp(page, request, 'CONSENT_MANAGEMENT'), 'manage-consent');
    await page.goto('/consent-maintenance');
    const frame = page.frameLocator('iframe[title="แบบฟอร์มการให้ความยินยอม"]');
    await expect(frame.getByRole('link', { name: 'ไม่ยินยอม' })).toBeVisible();
    await pictureSettledScreen(page, 'consent-maintenance');
  });
});

import { REGISTERED_LINE_USER } from '../../support/fixtures';
import { CUSTOMERS } from '../../support/registration-flow';
import { lastSmsTo, SANDBOX_URL } from '../../support/sandbox';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../../support/statement-journey';
import { acceptTerms } from '../accept-terms';
import { verifyByOtpOnScreen } from '../on-screen-verification';
import { expect, test, type Phone } from '../webkit-fixtures';

/**
 * Run only by `npm run gallery` (the WebKit config ignores this folder without GALLERY_DIR). The
 * WebKit journeys picture the routes they reach; these drive WebKit to every other route the
 * Chromium gallery shows, in the state Chromium's picture shows it (e2e/tests/gallery/ and the
 * journeys that picture it there), so docs/gallery.md has a WebKit picture beside each.
 */

const SUSPENDED_APPLICANT = { id: '1101700001059', mobile: '0812345605' };
const NEVER_CONSENTED = { lineUser: 'U-no-consent-1', mobile: '0891234502' };

/** Taps the first control whose name starts with `prefix` (an account's row names its number). */
async function clickFirstStartingWith(phone: Phone, prefix: string): Promise<void> {
  await phone.driver.wait(
    () =>
      phone.evaluate<boolean>(
        `const el = Array.from(document.querySelectorAll('button,a,[role=button]')).find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().startsWith(${JSON.stringify(prefix)}));
         if (el) el.click();
         return Boolean(el);`,
      ),
    15_000,
    `no control named ${prefix}…`,
  );
}

async function clickFirst(phone: Phone, selector: string): Promise<void> {
  await phone.driver.wait(
    () =>
      phone.evaluate<boolean>(`const el = document.querySelector(${JSON.stringify(selector)}); if (el) el.click(); return Boolean(el);`),
    15_000,
    `nothing matches ${selector}`,
  );
}

async function pictureOnce(phone: Phone, heading: string): Promise<void> {
  await phone.heading(heading);
  await phone.picture();
}

test('the pages that need no journey, as a chat link opens them', async ({ phone }) => {
  for (const [path, heading] of [
    ['/register', 'ลงทะเบียนบริการธนาคารบน LINE'],
    ['/verify', 'ลงทะเบียนบริการธนาคารบน LINE'],
    ['/general-error', 'ไม่สามารถทำรายการได้ในขณะนี้'],
    ['/auth-register-verification-error', 'ยืนยันตัวตนไม่สำเร็จ'],
    ['/auth-common-verification-error', 'ยืนยันตัวตนไม่สำเร็จ'],
  ] as const) {
    await phone.open(path);
    await pictureOnce(phone, heading);
  }
});

test('registration: terms, an added account, an account, the survey, done', async ({ phone, request, sandbox }) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  // The terms before they are scrolled, as Chromium's picture shows them.
  await acceptTerms(phone, { unread: () => phone.picture('terms-and-conditions') });
  await phone.fill('เลขบัตรประชาชน', CUSTOMERS.withoutKma.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', CUSTOMERS.withoutKma.mobile);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);
  await phone.fill('รหัส OTP 6 หลัก', (await lastSmsTo(request, CUSTOMERS.withoutKma.mobile)).code);
  await phone.click('ยืนยัน');
  await phone.waitForPath(/\/account-info$/);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/confirm-account$/);
  await phone.click('เพิ่มบัญชี');
  await phone.waitForPath(/\/add-account$/);
  await phone.click('ย้อนกลับ');
  await phone.waitForPath(/\/confirm-account$/);
  await clickFirstStartingWith(phone, 'รายละเอียด ');
  await phone.waitForPath(/\/add-account\/\d+$/);
  await phone.click('ย้อนกลับ');
  await phone.waitForPath(/\/confirm-account$/);
  await phone.click('ลงทะเบียน');
  await phone.waitForPath(/\/survey$/);
  await clickFirst(phone, 'input[type=checkbox]');
  await phone.click('เสร็จสิ้น');
  await phone.waitForPath(/\/success$/);
});

test('a registration the bank suspends', async ({ phone }) => {
  await phone.open('/info');
  await phone.fill('เลขบัตรประชาชน', SUSPENDED_APPLICANT.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', SUSPENDED_APPLICANT.mobile);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/suspend-register$/);
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('the bank app opened, then back from it before deciding', async ({ phone, sandbox }) => {
    await phone.open('/setting');
    await phone.click('ยกเลิกบริการ');
    await phone.waitForPath(/\/request-setting$/);
    // /redirect-kma hands over to the bank app's page as soon as the bank answers with its link:
    // the sandbox holds that answer while the screen is pictured (WebDriver cannot hold it).
    await sandbox.holdNext({ path: '/verification/kma/request', ms: 8_000 });
    await phone.click('ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร');
    await phone.waitForPath(/\/redirect-kma$/);
    await phone.driver.wait(async () => (await phone.driver.getCurrentUrl()).startsWith(`${SANDBOX_URL}/__sandbox/kma?authRef=`), 15_000);
    await phone.control('อนุมัติ');
    await phone.open('/auth-kma-verification');
    await pictureOnce(phone, 'รอการยืนยันตัวตน');
  });

  test.describe('verifying by OTP', () => {
    test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

    test('the settings menu, then an account change saved', async ({ phone, request }) => {
      await phone.open('/setting');
      await pictureOnce(phone, 'ตั้งค่า');
      await phone.click('จัดการผลิตภัณฑ์และบัญชี');
      await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
      await phone.waitForPath(/\/confirm-account$/);
      await clickFirst(phone, '[role=switch]');
      await phone.click('บันทึก');
      await phone.waitForPath(/\/success-account$/);
    });

    test('the bank consent form in its frame', async ({ phone, request }) => {
      await phone.open('/setting');
      await phone.click('จัดการข้อมูลส่วนบุคคล');
      await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
      await phone.driver.wait(async () => /\/consent-maintenance$/.test(new URL(await phone.driver.getCurrentUrl()).pathname), 15_000);
      const frame = await phone.driver.wait(
        () => phone.evaluate<unknown>('return document.querySelector(\'iframe[title="แบบฟอร์มการให้ความยินยอม"]\')'),
        15_000,
      );
      await phone.driver.switchTo().frame(frame as never);
      await phone.control('ไม่ยินยอม');
      await phone.driver.switchTo().defaultContent();
      await phone.picture();
    });

    test('interests: the saved answers, then thanks', async ({ phone }) => {
      await phone.open('/setting');
      await phone.click('จัดการความสนใจ');
      await phone.waitForPath(/\/setting-survey$/);
      await phone.click('เสร็จสิ้น');
      await phone.waitForPath(/\/success-survey$/);
    });
  });

  test('a statement link while the bank checks the account', async ({ phone, sandbox }) => {
    // The checking screen forwards as soon as the bank answers its check: the sandbox holds that
    // answer while the screen is pictured (WebDriver cannot hold it), as Chromium's picture holds it.
    await sandbox.holdNext({ path: '/statements/pre-generate-validate', ms: 8_000 });
    await phone.open(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
    await phone.text('กำลังตรวจสอบข้อมูลบัญชีของคุณ');
    await phone.picture('request-statement');
    await phone.waitForPath(/\/request-setting$/);
  });
});

test.describe('a customer who never consented', () => {
  test.use({ lineUser: NEVER_CONSENTED.lineUser });
  test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

  test('personal data ends on the no-consent page', async ({ phone, request }) => {
    await phone.open('/setting');
    await phone.click('จัดการข้อมูลส่วนบุคคล');
    await verifyByOtpOnScreen(phone, request, NEVER_CONSENTED.mobile);
    await phone.waitForPath(/\/consent-maintenance-error$/);
    expect(await phone.evaluate<string>('return location.pathname')).toBe('/consent-maintenance-error');
  });
});

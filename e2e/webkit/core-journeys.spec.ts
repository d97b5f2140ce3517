import { Key } from 'selenium-webdriver';
import { REGISTERED_LINE_USER } from '../support/fixtures';
import { CUSTOMERS, sandboxState } from '../support/registration-flow';
import { readOutbox, SANDBOX_URL } from '../support/sandbox';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../support/statement-journey';
import { paste } from './clipboard';
import { verificationBank } from '../support/verification-bank';
import { verifyByOtpOnScreen } from './on-screen-verification';
import { takeOverPhoneClock } from './phone-clock';
import { expect, test } from './webkit-fixtures';

test('WebKit: a customer with the bank app registers by KMA, approving in the bank app', async ({ phone, request, lineUser, sandbox }) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false });
  await phone.open('/info');
  await phone.fill('เลขบัตรประชาชน', CUSTOMERS.withKma.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', CUSTOMERS.withKma.mobile);
  await phone.click('ถัดไป');
  await phone.driver.wait(async () => (await phone.driver.getCurrentUrl()).startsWith(`${SANDBOX_URL}/__sandbox/kma?authRef=`), 15_000);
  await phone.click('อนุมัติ');
  await phone.waitForPath(/\/confirm-account$/);
  await phone.click('ลงทะเบียน');
  await phone.heading('ลงทะเบียนสำเร็จ');
  await phone.waitForPath(/\/survey$/);
  expect((await sandboxState(request, lineUser)).registrations[0]).toMatchObject({ channel: 'KMA', verifiedBy: 'KMA' });
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });
  // The chooser offers the OTP alone: these journeys verify by OTP on screen.
  test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

  test('WebKit: requests a statement from the chat link, verifying by OTP, pastes an address copied from a mail app, and the bank e-mails it there', async ({
    phone,
    request,
  }) => {
    await phone.open(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
    await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
    await phone.waitForPath(/\/select-statement$/);
    await phone.heading('ขอรายการเดินบัญชี');
    const email = await phone.field('อีเมลสำหรับรับรายการเดินบัญชี');
    await phone.driver.wait(
      async () => (await email.getAttribute('value')) === REGISTERED_CUSTOMER.email,
      15_000,
      'the e-mail is never prefilled',
    );
    // An address copied from a mail app: the name, or the link, that comes with it is left out.
    for (const copied of ['Somsak Jaidee <somsak.j@example.com>', 'somsak.j@example.com <mailto:somsak.j@example.com>']) {
      await paste(phone, email, copied, { replacing: true });
      await phone.driver.wait(
        async () => (await email.getAttribute('value')) === 'somsak.j@example.com',
        10_000,
        `${copied} was not taken as the address alone`,
      );
    }
    await phone.click('ส่งคำขอ');
    await phone.waitForPath(/\/success-statement$/);
    const { emails } = await readOutbox(request);
    expect(emails.map(({ to }) => to)).toEqual(['somsak.j@example.com']);
  });

  test('WebKit: cancels the service after an OTP, and the bank removes the link', async ({ phone, request }) => {
    await phone.open('/setting');
    await phone.click('ยกเลิกบริการ');
    await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
    await phone.waitForPath(/\/unbinding$/);
    await phone.heading('ต้องการยกเลิกบริการหรือไม่');
    await phone.click('ยืนยัน');
    await phone.waitForPath(/\/success-unbinding$/);
    await phone.heading('ยกเลิกบริการเรียบร้อยแล้ว');
    expect((await sandboxState(request, REGISTERED_LINE_USER)).registered).toBe(false);
  });

  test('WebKit: back an hour later, the spent access token (LKS0106) goes through LINE Login and comes back to the same screen', async ({
    phone,
    request,
  }) => {
    await phone.open('/register');
    await phone.driver.wait(
      () => phone.evaluate<boolean>("return sessionStorage.getItem('accessToken') !== null"),
      15_000,
      'never signed in',
    );
    const clock = await takeOverPhoneClock(phone);
    await phone.evaluate('window.notLoadedAfresh = true;');
    // The phone put down for an hour: the access token's life and the ID token's are over, on both clocks.
    await verificationBank(request).advanceClock(3600);
    for (let half = 0; half < 2; half += 1) await clock.forward(30 * 60_000);
    await phone.evaluate(
      `const idx = (history.state && history.state.idx) || 0;
       history.pushState({ usr: null, key: 'later', idx: idx + 1 }, '', '/setting');
       dispatchEvent(new PopStateEvent('popstate', { state: history.state }));`,
    );
    // The old page draws the menu (disabled) before its check meets LKS0106 and leaves for LINE
    // Login: the item that counts is the one on the page that came back.
    await phone.expectEnabled('จัดการผลิตภัณฑ์และบัญชี');
    expect(new URL(await phone.driver.getCurrentUrl()).pathname).toBe('/setting');
    // The page was loaded afresh on the way back from LINE Login, and the way back was forgotten.
    expect(await phone.evaluate<boolean>('return window.notLoadedAfresh === true')).toBe(false);
    expect(await phone.evaluate<string | null>("return localStorage.getItem('wantToGoTo')")).toBeNull();
  });

  test('WebKit: a popup takes focus, keeps Tab inside and closes on Esc', async ({ phone, sandbox }) => {
    await sandbox.failNext({ path: '/settings/check-pre-setting', code: 'LKS0402' });
    await phone.open('/setting');
    await phone.heading('ไม่พบข้อมูลลูกค้า');
    const focusInPopup = () =>
      phone.evaluate<boolean>("return Boolean(document.activeElement && document.activeElement.closest('dialog[open]'))");
    const focusedName = () => phone.evaluate<string>('return document.activeElement ? document.activeElement.textContent.trim() : ""');
    expect(await focusedName()).toBe('ตกลง');
    for (let press = 0; press < 3; press += 1) {
      await phone.driver.actions().sendKeys(Key.TAB).perform();
      expect(await focusInPopup()).toBe(true);
    }
    await phone.driver.actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
    expect(await focusInPopup()).toBe(true);
    // The page behind is inert while the popup is up (the modal top layer).
    expect(
      await phone.evaluate<boolean>(
        "const h = document.querySelector('main h1'); if (h) h.focus(); return document.activeElement === h && h !== null;",
      ),
    ).toBe(false);
    await phone.driver.actions().sendKeys(Key.ESCAPE).perform();
    await phone.driver.wait(
      async () => (await phone.evaluate<number>("return document.querySelectorAll('dialog[open]').length")) === 0,
      10_000,
      'the popup stays open after Esc',
    );
  });
});

test('WebKit: a customer the bank locks out (LKS0406) sees the lock page with its countdown', async ({ phone, sandbox }) => {
  await sandbox.failNext({ path: '/registers/otp/request', code: 'LKS0406' });
  await phone.open('/info');
  await phone.fill('เลขบัตรประชาชน', CUSTOMERS.withoutKma.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', CUSTOMERS.withoutKma.mobile);
  await phone.click('ถัดไป');
  await phone.heading('ระงับการลงทะเบียนชั่วคราว');
  await phone.click('ตกลง');
  await phone.waitForPath(/\/locked-register$/);
  await phone.heading('ระงับการทำรายการชั่วคราว');
  await phone.expectCountdown(/^\d{2}:[0-5]\d$/);
  const call = await phone.control('โทร 1572');
  expect(await call.getAttribute('href')).toBe('tel:1572');
});

test('WebKit: a call whose connection drops on the way shows the error popup, and the customer carries on', async ({ phone, sandbox }) => {
  // The bank's side closes the connection without an answer (the host's forwarder then answers
  // for it): the phone stays on the form, and the next try goes through.
  await sandbox.failNext({ path: '/registers/otp/request', code: 'NETWORK_ERROR' });
  await phone.open('/info');
  await phone.fill('เลขบัตรประชาชน', CUSTOMERS.withoutKma.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', CUSTOMERS.withoutKma.mobile);
  await phone.click('ถัดไป');
  await phone.heading('ไม่สามารถทำรายการได้ในขณะนี้');
  await phone.click('ตกลง');
  await phone.waitForPath(/\/info$/);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);
});

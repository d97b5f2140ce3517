import { Key } from 'selenium-webdriver';
import { REGISTERED_LINE_USER } from '../support/fixtures';
import { readOutbox, SANDBOX_URL } from '../support/sandbox';
import { REGISTERED_CUSTOMER, requestStatementUrl } from '../support/statement-journey';
import { verifyByOtpOnScreen } from './on-screen-verification';
import { takeOverPhoneClock } from './phone-clock';
import { expect, test, type Phone } from './webkit-fixtures';

const EMAIL_LABEL = 'อีเมลสำหรับรับรายการเดินบัญชี';
const TYPED_EMAIL = 'somsak.work@example.com';
const MINUTE = 60_000;

test.use({ lineUser: REGISTERED_LINE_USER });
// The chooser offers the OTP alone: the journey verifies by OTP on screen.
test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

const sessionItem = (phone: Phone, key: string) => phone.evaluate<string | null>(`return sessionStorage.getItem(${JSON.stringify(key)})`);
const isChecked = async (phone: Phone, label: string) => (await phone.field(label)).isSelected();
const alertShown = (phone: Phone) => phone.evaluate<boolean>("return document.querySelector('[role=alertdialog]') !== null");

test('WebKit: [family:token-misuse] ten minutes without a tap on the statement form drop the verify token, say why, and after an OTP the form is as the customer left it', async ({
  phone,
  request,
}) => {
  await phone.open(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
  await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
  await phone.waitForPath(/\/select-statement$/);
  const email = await phone.field(EMAIL_LABEL);
  await phone.driver.wait(
    async () => (await email.getAttribute('value')) === REGISTERED_CUSTOMER.email,
    15_000,
    'the e-mail is never prefilled',
  );

  const clock = await takeOverPhoneClock(phone);
  await (await phone.field('ย้อนหลัง 6 เดือน')).click();
  await (await phone.field('ภาษาอังกฤษ')).click();
  // As on a phone: back over the address on file, then the customer's own (a WebDriver clear
  // empties the box under React's feet, and the field's state keeps the old address).
  await email.sendKeys(Key.END, ...REGISTERED_CUSTOMER.email.split('').map(() => Key.BACK_SPACE), TYPED_EMAIL);
  expect(await email.getAttribute('value')).toBe(TYPED_EMAIL);
  const accessToken = await sessionItem(phone, 'accessToken');

  // The bank's clock moves with the phone's, as both do for a phone left on the table.
  const leaveThePhone = async (ms: number) => {
    const advanced = await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advanceSeconds: ms / 1000 } });
    expect(advanced.status()).toBe(200);
    await clock.forward(ms);
  };
  await leaveThePhone(9 * MINUTE);
  expect(await alertShown(phone)).toBe(false);
  expect(await sessionItem(phone, 'verifyToken')).toBeTruthy();

  await leaveThePhone(MINUTE);
  await phone.heading('หมดเวลาทำรายการ');
  await phone.text('คุณไม่ได้ใช้งานเป็นเวลา 10 นาที เพื่อความปลอดภัยของบัญชี กรุณายืนยันตัวตนอีกครั้งเพื่อทำรายการต่อ');
  expect(await sessionItem(phone, 'verifyToken')).toBeNull();
  expect(await sessionItem(phone, 'accessToken')).toBe(accessToken);
  await phone.click('ตกลง');

  await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
  await phone.waitForPath(/\/select-statement$/);
  await phone.text('200-0-00001-1');
  expect(await isChecked(phone, 'ย้อนหลัง 6 เดือน')).toBe(true);
  expect(await isChecked(phone, 'ภาษาอังกฤษ')).toBe(true);
  expect(await (await phone.field(EMAIL_LABEL)).getAttribute('value')).toBe(TYPED_EMAIL);

  await phone.click('ส่งคำขอ');
  await phone.waitForPath(/\/success-statement$/);
  expect((await readOutbox(request)).emails.at(-1)).toMatchObject({ to: TYPED_EMAIL, language: 'EN' });
});

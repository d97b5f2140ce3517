import { Key } from 'selenium-webdriver';
import { readOutbox } from '../support/sandbox';
import { CUSTOMERS, sandboxState } from '../support/registration-flow';
import { acceptTerms } from './accept-terms';
import { expect, test } from './webkit-fixtures';

const customer = CUSTOMERS.withoutKma;

// /info's form has three fields and its Next in the page's footer, so Go submits it through a
// hidden submit button (shared-kernel's EnterForm): WebKit's implicit submission is its own.
test("WebKit: the keyboard's Go registers from /info and confirms the code on /otp, one SMS", async ({ phone, request, lineUser }) => {
  await acceptTerms(phone);
  await phone.fill('เลขบัตรประชาชน', customer.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', customer.mobile);
  await (await phone.field('เบอร์โทรศัพท์มือถือ')).sendKeys(Key.ENTER);
  await phone.waitForPath(/\/otp$/);
  const [sms] = (await readOutbox(request, customer.mobile)).sms;
  await phone.text(sms!.otpRef);
  await phone.fill('รหัส OTP 6 หลัก', sms!.code);
  await (await phone.field('รหัส OTP 6 หลัก')).sendKeys(Key.ENTER);
  await phone.waitForPath(/\/account-info$/);

  expect((await readOutbox(request, customer.mobile)).sms).toHaveLength(1);
  expect((await sandboxState(request, lineUser)).registrations).toHaveLength(1);
});

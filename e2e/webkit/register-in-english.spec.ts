import { CUSTOMERS, sandboxState } from '../support/registration-flow';
import { lastSmsTo } from '../support/sandbox';
import type { ScreenFinding } from '../support/screen-audit';
import { SCREEN_TEXTS } from '../support/texts';
import { acceptTerms } from './accept-terms';
import { auditNow } from './webkit-audit';
import { expect, test } from './webkit-fixtures';

const { BUTTONS, POPUP_TEXTS, host, registration } = SCREEN_TEXTS.en;
const customer = CUSTOMERS.withoutKma;

test('WebKit: a customer whose LINE runs in English registers by OTP in English, every screen on the way passing the audit', async ({
  phone,
  request,
  lineUser,
}) => {
  const findings: ScreenFinding[] = [];
  const audit = async (screen: string) => {
    findings.push(...(await auditNow(phone, screen)));
  };

  await acceptTerms(phone, { language: 'en', landing: () => audit('/register'), unread: () => audit('/terms-and-conditions') });
  await phone.heading(registration.info.title);
  await audit('/info');
  await phone.fill(registration.info.idCard, customer.id);
  await phone.fill(registration.info.mobile, customer.mobile);
  await phone.click(BUTTONS.next);

  await phone.waitForPath(/\/otp$/);
  await phone.heading(host.otp.title);
  const sms = await lastSmsTo(request, customer.mobile);
  await phone.text(host.otp.reference(sms.otpRef));
  await audit('/otp');
  await phone.fill(host.otp.inputLabel, sms.code);
  await phone.click(BUTTONS.confirm);
  await phone.heading(POPUP_TEXTS.otpVerified);

  await phone.waitForPath(/\/account-info$/);
  await phone.heading(registration.accounts.infoTitle);
  await audit('/account-info');
  await phone.click(BUTTONS.next);
  await phone.waitForPath(/\/confirm-account$/);
  await phone.heading(registration.accounts.confirmTitle);
  await audit('/confirm-account');
  await phone.click(BUTTONS.register);
  await phone.heading(POPUP_TEXTS.registered);
  await phone.waitForPath(/\/(consent-collection|survey)$/);

  expect(await phone.evaluate<string>('return document.documentElement.lang')).toBe('en');
  expect(findings, 'serious or critical accessibility findings (axe-core, and Thai not marked as Thai)').toEqual([]);
  const state = await sandboxState(request, lineUser);
  expect(state.registrations[0]).toMatchObject({ channel: 'OTP', verifiedBy: 'OTP' });
});

import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { accessLogLines } from '../../support/access-log';
import {
  acceptTermsFromLanding,
  continueFromAccountInfo,
  CUSTOMERS,
  fillInfo,
  verifyRegistrationOtp,
} from '../../support/registration-flow';
import { openStatementForm, REGISTERED_CUSTOMER, waitForPrefilledEmail } from '../../support/statement-journey';
import type { Page } from '@playwright/test';

// What the servers log of real journeys: every request is a line, and none holds what the
// customer typed, what the bank answered about them, or their tokens (docs/serving.md, "Logs").

/** The session's tokens and references, as the page keeps them (sessionStorage). */
async function sessionSecrets(page: Page): Promise<string[]> {
  const values = await page.evaluate(
    (keys) => keys.map((key) => sessionStorage.getItem(key)),
    ['accessToken', 'verifyToken', 'registerRef', 'hashedMobileNumber'],
  );
  return values.filter((value): value is string => Boolean(value)).map((value) => value.replace(/^"|"$/g, ''));
}

function leaksIn(lines: string[], secrets: string[]): { secret: string; line: string }[] {
  return lines.flatMap((line) => secrets.filter((secret) => line.includes(secret)).map((secret) => ({ secret, line })));
}

test('[family:personal-data] a registration by OTP leaves its ID card, mobile, account numbers and tokens out of every log line', async ({
  page,
  request,
}) => {
  const before = accessLogLines().length;
  const customer = CUSTOMERS.withoutKma;
  await acceptTermsFromLanding(page);
  await fillInfo(page, customer);
  await verifyRegistrationOtp(page, request, customer);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
  const tokens = await sessionSecrets(page);
  expect(tokens.length).toBeGreaterThan(0);
  const lines = accessLogLines().slice(before);
  const routes = lines.map((line) => (JSON.parse(line) as { route: string }).route);
  expect(routes).toEqual(expect.arrayContaining(['page:/register', 'api:/registers/check-customer', 'api:/registers/otp/verify']));
  expect(leaksIn(lines, [customer.id, customer.mobile, '100-0-00002-1', '1000000021', ...tokens])).toEqual([]);
});

test.describe('a registered customer', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('[family:personal-data] a statement request leaves its account reference, account number, mobile, e-mail and tokens out of every log line', async ({
    page,
  }) => {
    const before = accessLogLines().length;
    await openStatementForm(page);
    await waitForPrefilledEmail(page);
    const tokens = await sessionSecrets(page);
    expect(tokens.length).toBeGreaterThan(0);
    const lines = accessLogLines().slice(before);
    const routes = lines.map((line) => (JSON.parse(line) as { route: string }).route);
    expect(routes).toEqual(expect.arrayContaining(['page:/request-statement', 'page:/select-statement']));
    const { savings, mobile, email } = REGISTERED_CUSTOMER;
    expect(leaksIn(lines, [savings.accountRef, savings.accountNumber, mobile, email, ...tokens])).toEqual([]);
  });
});

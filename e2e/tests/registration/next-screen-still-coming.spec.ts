import { expect, test } from '../../support/fixtures';
import { countRequests, holdRequests } from '../../support/held-requests';
import { CUSTOMERS, sandboxState } from '../../support/registration-flow';
import { readOutbox } from '../../support/sandbox';

// On a slow connection the next screen's code may not have come yet when the bank answers: the
// address has moved on, and the screen the customer acted on stays on show, live and without its
// spinner, until that code arrives. A second Go or tap there must send the bank nothing.

/** Holds back the script of a screen (its chunk's name) until the returned function is called. */
const holdScreenCode = (page: Parameters<typeof holdRequests>[0], chunk: string) =>
  holdRequests(page, new RegExp(`/${chunk}\\.[0-9a-f]{8}\\.js$`));

test("Go again on /info while the OTP screen's code is coming sends one registration and one SMS", async ({ page, request, lineUser }) => {
  const customer = CUSTOMERS.withoutKma;
  const release = await holdScreenCode(page, 'page-otp');
  const preRegisters = countRequests(page, '/pre-register');
  await page.goto('/info');
  const mobile = page.getByLabel('เบอร์โทรศัพท์มือถือ');
  await page.getByLabel('เลขบัตรประชาชน').fill(customer.id);
  await mobile.fill(customer.mobile);
  await mobile.press('Enter');
  await expect(page).toHaveURL(/\/otp$/);
  await expect.poll(async () => (await readOutbox(request, customer.mobile)).sms.length).toBe(1);

  // Still /info's form on screen: Go again, then a tap on Next.
  await mobile.press('Enter');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  release();
  await expect(page.getByLabel('รหัส OTP 6 หลัก')).toBeVisible();

  expect(preRegisters()).toBe(1);
  expect((await sandboxState(request, lineUser)).registrations).toHaveLength(1);
  expect((await readOutbox(request, customer.mobile)).sms).toHaveLength(1);
});

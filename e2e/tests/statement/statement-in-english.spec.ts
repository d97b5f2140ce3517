import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import {
  bankToday,
  REGISTERED_CUSTOMER,
  requestStatementUrl,
  selectStatementUrl,
  shiftDays,
  verifyByServiceOtp,
} from '../../support/statement-journey';
import { readOutbox } from '../../support/sandbox';

test.use({ lineUser: REGISTERED_LINE_USER, locale: 'en-US' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How an English screen writes a day (docs/glossary.md): '2026-11-21' → '21 Nov 2026'. */
const englishShortDate = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

test('a customer whose LINE runs in English asks for an English statement of the last month, in English throughout', async ({ page }) => {
  const accountRef = REGISTERED_CUSTOMER.savings.accountRef;
  await page.goto(`${requestStatementUrl(accountRef)}&sandboxLanguage=en`);
  await expect(page).toHaveURL(/\/request-setting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How do you want to verify your identity?' })).toBeVisible();
  await verifyByServiceOtp(page);
  await page.goto(selectStatementUrl(accountRef));

  await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await expect(page.getByLabel('E-mail to receive the statement')).toHaveValue(REGISTERED_CUSTOMER.email);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Savings');
  await expect(page.getByRole('radio', { name: 'Last 1 month' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  const today = await bankToday(page);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(englishShortDate(shiftDays(today, -29)));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(englishShortDate(today));
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page).toHaveURL(/\/success-statement$/);
  await expect(page.getByRole('heading', { name: 'Your account statement request has been sent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to chat' })).toBeVisible();
  const { emails } = await readOutbox(page.request);
  expect(emails.at(-1)).toMatchObject({ language: 'EN', fromDate: shiftDays(today, -29), toDate: today });
});

test('back from the bank’s app, an English customer’s form is drawn without React failing the drawing and starting the app again', async ({
  page,
}) => {
  // React's errors 467 and 520: a screen whose English arrived while it was being drawn.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const accountRef = REGISTERED_CUSTOMER.savings.accountRef;
  await page.goto(`${requestStatementUrl(accountRef)}&sandboxLanguage=en`);
  await page.getByRole('button', { name: "Verify with the bank's app" }).click();
  // The deep link opens the sandbox's simulated bank app; approving returns to the host.
  await page.getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(page).toHaveURL(/\/select-statement\?/, { timeout: 20_000 });
  await expect(page.getByLabel('E-mail to receive the statement')).toHaveValue(REGISTERED_CUSTOMER.email);
  expect(pageErrors).toEqual([]);
});

import { expect, test } from '../../support/fixtures';
import { CUSTOMERS, fillInfo, sandboxState } from '../../support/registration-flow';
import { screenAudited } from '../../support/screen-audit';
import { SCREEN_TEXTS } from '../../support/texts';

const { BUTTONS, errors, host, registration } = SCREEN_TEXTS.en;

// LINE's browser sends LINE's language as Accept-Language; the sandbox's LIFF says it with ?sandboxLanguage=.
test.use({ locale: 'en-US' });

test('a customer whose LINE runs in English and whom the bank has locked out of registering reads the lock popup and its countdown page in English', async ({
  page,
  request,
  lineUser,
}) => {
  await page.goto('/info?sandboxLanguage=en');
  await expect(page.getByRole('heading', { level: 1, name: registration.info.title })).toBeVisible();
  await screenAudited('/info', 'light', 'en');
  await fillInfo(page, CUSTOMERS.locked, '', 'en');

  const popup = page.getByRole('alertdialog', { name: errors.LKS0406.title });
  await expect(popup).toContainText(errors.LKS0406.description);
  await screenAudited('/info|k-alert-title', 'light', 'en');
  await popup.getByRole('button', { name: BUTTONS.ok }).click();

  await expect(page).toHaveURL(/\/locked-register$/);
  await expect(page.getByRole('heading', { level: 1, name: host.locked.header })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: host.locked.title })).toBeVisible();
  await expect(page.getByText(host.locked.description)).toBeVisible();
  await expect(page.getByText(host.locked.countdownLabel)).toBeVisible();
  // The seeded lock lasts an hour from the sandbox's reset at the test's start.
  await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  await expect(page.getByRole('link', { name: BUTTONS.callHotline })).toHaveAttribute('href', 'tel:1572');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await screenAudited('/locked-register', 'light', 'en');
  expect((await sandboxState(request, lineUser)).registrations).toEqual([]);
});

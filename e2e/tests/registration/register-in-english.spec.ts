import { expect, test } from '../../support/fixtures';
import { CUSTOMERS, sandboxState } from '../../support/registration-flow';
import { lastSmsTo } from '../../support/sandbox';
import { screenAudited } from '../../support/screen-audit';

const customer = CUSTOMERS.withoutKma;

test.describe('a customer whose LINE runs in English', () => {
  // LINE's browser sends LINE's language as Accept-Language; the sandbox's LIFF says it with ?sandboxLanguage=.
  test.use({ locale: 'en-US' });

  test('registers by OTP in English, from a first paint already in English to /success', async ({ page, request, lineUser }) => {
    const first = await page.goto('/register?sandboxLanguage=en');
    // The server paints the landing drawn in English: no Thai drawing to flash first.
    expect(await first?.text()).toContain('<html lang="en">');
    expect(await first?.text()).toContain('Register for the bank on LINE');
    expect(await first?.text()).not.toContain('ลงทะเบียนบริการธนาคารบน LINE');
    await expect(page.getByRole('heading', { level: 1, name: 'Register for the bank on LINE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();

    const terms = page.getByRole('document', { name: 'Text of the terms and conditions' });
    const accept = page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' });
    await expect(accept).toBeDisabled();
    await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await accept.check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await page.getByLabel('National ID number').fill('1101700001025');
    await expect(page.getByText('Please enter a valid 13-digit national ID number')).toBeVisible();
    await page.getByLabel('National ID number').fill(customer.id);
    await page.getByLabel('Mobile number').fill(customer.mobile);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter OTP' })).toBeVisible();
    const sms = await lastSmsTo(request, customer.mobile);
    await expect(page.getByText(`Reference: ${sms.otpRef}`)).toBeVisible();
    await screenAudited('/otp', 'light', 'en');
    await page.getByLabel('6-digit OTP').fill(sms.code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Identity verified with OTP' })).toBeVisible();

    await expect(page).toHaveURL(/\/account-info$/);
    await expect(page.getByRole('listitem', { name: 'Savings account 100-0-00002-1' })).toBeVisible();
    await screenAudited('/account-info', 'light', 'en');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('switch', { name: 'Alerts Savings account 100-0-00002-1' })).toBeChecked();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();

    await expect(page).toHaveURL(/\/consent-collection$/);
    await screenAudited('/consent-collection', 'light', 'en');
    await page.frameLocator('iframe[title="Consent form"]').getByRole('link', { name: 'ยินยอม', exact: true }).click();
    await expect(page).toHaveURL(/\/survey$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your interests' })).toBeVisible();
    const boxes = page.getByRole('list', { name: 'Products and services' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(16);
    for (const box of await boxes.all()) await box.uncheck();
    await boxes.first().check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registration complete' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const state = await sandboxState(request, lineUser);
    expect(state.registered).toBe(true);
    expect(state.registrations[0]).toMatchObject({ channel: 'OTP', verifiedBy: 'OTP' });
  });
});

test('a customer whose LINE runs in Thai switches to English on the landing, and the app remembers it on the device', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  await page.getByRole('button', { name: 'English', disabled: false }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register for the bank on LINE' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register for the bank on LINE' })).toBeVisible();
  await page.getByRole('button', { name: 'ภาษาไทย' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

import type { Locator, Page } from '@playwright/test';
import { LOCAL_KEYS } from '../../../shared-kernel/src/core/storage/keys';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { keepVerification, verifyTokenByOtp } from '../../support/settings-verification';
import { REGISTERED_CUSTOMER, requestStatementUrl, selectStatementUrl, verifyByServiceOtp } from '../../support/statement-journey';
import { SCREEN_TEXTS } from '../../support/texts';

/**
 * The narrowest phone LINE runs on (320 CSS px) in English, in the dark: English words run longer
 * than the Thai the screens were first laid out for, and a customer must still read every field
 * and reach every control whole.
 */
const { accountTypes, registration, settings, statement } = SCREEN_TEXTS.en;

test.use({ lineUser: REGISTERED_LINE_USER, locale: 'en-US', colorScheme: 'dark', viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ page }) => {
  // The customer picked English on this device with the switch.
  await page.addInitScript((key) => localStorage.setItem(key, 'en'), LOCAL_KEYS.language);
});

/** Whether a field's text (its value, else its placeholder) fits inside the field, clear of its padding. */
function textFits(field: Locator): Promise<boolean> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.value || input.placeholder).width <= room;
  });
}

/** The chat's statement link, verified by OTP, then the form. */
async function openStatementForm(page: Page): Promise<void> {
  const accountRef = REGISTERED_CUSTOMER.savings.accountRef;
  await page.goto(requestStatementUrl(accountRef));
  await expect(page).toHaveURL(/\/request-setting$/);
  await verifyByServiceOtp(page);
  await page.goto(selectStatementUrl(accountRef));
}

test('the statement form shows each date and the date fields’ placeholder whole', async ({ page }) => {
  await openStatementForm(page);
  const from = page.getByLabel(statement.selectStatement.fromLabel, { exact: true });
  const to = page.getByLabel(statement.selectStatement.toLabel, { exact: true });
  // A preset fills both fields with its dates ('28 Oct 2026').
  await expect(from).not.toHaveValue('');
  expect(await textFits(from)).toBe(true);
  expect(await textFits(to)).toBe(true);

  // Choosing dates empties them and asks for a date.
  await page.getByRole('radio', { name: statement.selectStatement.periods[-1] }).check();
  await expect(from).toHaveAttribute('placeholder', statement.selectStatement.datePlaceholder);
  expect(await textFits(from)).toBe(true);
  expect(await textFits(to)).toBe(true);
});

test('the calendar shows every day of the week inside its popup, Saturday included', async ({ page }) => {
  await openStatementForm(page);
  await page.getByRole('radio', { name: statement.selectStatement.periods[-1] }).check();
  await page.getByLabel(statement.selectStatement.fromLabel, { exact: true }).click();
  const calendar = page.getByRole('dialog', { name: statement.selectStatement.fromLabel });
  await expect(calendar).toBeVisible();
  const popup = await calendar.boundingBox();
  const days = calendar.getByRole('button', { name: new RegExp(`^(${statement.calendar.weekdays.join('|')}) `) });
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  for (const day of await days.all()) {
    const box = await day.boundingBox();
    const inside = Boolean(box && popup && box.x >= popup.x && box.x + box.width <= popup.x + popup.width);
    expect(inside, `${await day.getAttribute('aria-label')} inside the popup`).toBe(true);
  }
});

test('each account number on the accounts screen stays on one line beside a long English account type', async ({ page, request }) => {
  await page.goto('/setting');
  // The menu ends any earlier journey when it mounts: verify only once it works.
  await expect(page.getByRole('button', { name: settings.menu.manageAccounts })).toBeEnabled();
  await keepVerification(page, await verifyTokenByOtp(page, request, 'ACCOUNT_MANAGEMENT'), 'confirm-account');
  await page.goto('/confirm-account');
  const fixedDeposit = page.getByRole('listitem', { name: registration.accounts.accountLabel(accountTypes.TIME, '200-0-00001-3') });
  await expect(fixedDeposit).toBeVisible();
  const number = fixedDeposit.getByText('200-0-00001-3', { exact: true });
  // A number broken over two lines ('200-0-00001-' and '3') is drawn as two boxes.
  expect(
    await number.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getClientRects().length;
    }),
  ).toBe(1);
});

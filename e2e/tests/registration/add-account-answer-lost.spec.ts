import type { Page } from '@playwright/test';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { continueFromAccountInfo, CUSTOMERS, fillInfo, sandboxState, verifyRegistrationOtp } from '../../support/registration-flow';
import { verifyThroughHostOtp } from '../../support/settings-verification';
import { SCREEN_TEXTS } from '../../support/texts';

// docs/behaviour.md#account-screens: the bank adds the account to its list, then the signal drops
// before its answer reaches the phone (signal-lost.spec.ts plays the signal lost before a call
// leaves). Once the signal is back, the same tap is refused by the bank as 'already in the
// system'; the app takes that as the lost add and shows the account, as an add answered would.

const { POPUP_TEXTS, BUTTONS } = SCREEN_TEXTS.th;

/** On /confirm-account: adds `accountNumber`, which the bank takes, while its answer is lost with the signal. */
async function addWithAnswerLost(page: Page, accountNumber: string): Promise<void> {
  await page.getByRole('button', { name: 'เพิ่มบัญชี' }).click();
  await expect(page).toHaveURL(/\/add-account$/);
  const field = page.getByLabel('เลขที่บัญชี');
  await field.fill(accountNumber);
  await page.route('**/bank-accounts/soft-add', async (route) => {
    // The bank has the add; the phone goes out of coverage before its answer arrives.
    await route.fetch();
    await page.context().setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: BUTTONS.confirm }).click();
  const noConnection = page.getByRole('alertdialog', { name: POPUP_TEXTS.networkError });
  await expect(noConnection).toBeVisible();
  await noConnection.getByRole('button', { name: BUTTONS.ok }).click();
  await expect(noConnection).toBeHidden();
  await expect(page.locator('.k-overlay'), 'no spinner left').toHaveCount(0);
  await page.unroute('**/bank-accounts/soft-add');
  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/add-account$/);
  await expect(field).not.toHaveValue('');

  // The same tap once the signal is back: the account is added, with no refusal.
  await page.getByRole('button', { name: BUTTONS.confirm }).click();
  await expect(page.getByRole('heading', { name: POPUP_TEXTS.accountAdded })).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-account$/);
  await expect(page.getByRole('alertdialog', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).toHaveCount(0);
}

test.describe('[family:faults] an account added whose answer was lost', () => {
  test('registration: the account is on the list, the switch changed on another stays, and Register sends both', async ({
    page,
    request,
    lineUser,
  }) => {
    const customer = CUSTOMERS.withoutKma;
    await page.goto('/info');
    await fillInfo(page, customer);
    await verifyRegistrationOtp(page, request, customer);
    await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
    const other = page.getByRole('switch', { name: 'แจ้งเตือน บัญชีฝากประจำ 100-0-00002-2' });
    await other.uncheck();

    await addWithAnswerLost(page, '1000000023');
    const rows = page.getByRole('list', { name: 'รายการบัญชี' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 100-0-00002-3' })).toBeChecked();
    await expect(other).not.toBeChecked();

    await page.getByRole('button', { name: BUTTONS.register }).click();
    await expect(page.getByRole('heading', { name: POPUP_TEXTS.registered })).toBeVisible();
    const { registrations } = await sandboxState(request, lineUser);
    expect(registrations).toHaveLength(1);
    expect(registrations[0]?.workingSet).toEqual(['1000000021', '1000000022', '1000000023']);
  });

  test.describe('settings', () => {
    test.use({ lineUser: REGISTERED_LINE_USER });

    test('the account is on the list, the switch changed on another stays unsaved, and Save saves both', async ({
      page,
      request,
      lineUser,
    }) => {
      await page.goto('/setting');
      await page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' }).click();
      await verifyThroughHostOtp(page, request, '0891234501');
      await expect(page).toHaveURL(/\/confirm-account$/);
      const other = page.getByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' });
      await expect(other).not.toBeChecked();
      await other.check();

      await addWithAnswerLost(page, '2000000014');
      await expect(page.getByRole('list', { name: 'รายการบัญชี' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('switch', { name: /200-0-00001-4/ })).toBeChecked();
      await expect(other).toBeChecked();

      await page.getByRole('button', { name: BUTTONS.save }).click();
      await expect(page).toHaveURL(/\/success-account$/);
      const { link } = await sandboxState(request, lineUser);
      expect(link?.accounts.map((account) => [account.accountNumber, account.isNotificationEnabled])).toEqual([
        ['2000000011', true],
        ['2000000012', true],
        ['2000000013', true],
        ['2000000014', true],
      ]);
    });
  });
});

import { keepVerification, sandboxStateOf, verifyTokenByKma, verifyTokenByOtp } from '../../support/settings-verification';
import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.describe('a customer who has consented', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test('manage personal data by KMA: the bank form in a frame, the answer recorded, back to the menu', async ({ page, request }) => {
    await page.goto('/setting');
    await page.getByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' }).click();
    await expect(page).toHaveURL(/\/request-setting$/);
    expect(await page.evaluate(() => sessionStorage.getItem('flow'))).toBe('manage-consent');
    const token = await verifyTokenByKma(page, request, 'CONSENT_MANAGEMENT', '/consent-maintenance');
    await keepVerification(page, token, 'manage-consent');

    await page.goto('/consent-maintenance');
    const frame = page.frameLocator('iframe[title="แบบฟอร์มการให้ความยินยอม"]');
    await frame.getByRole('link', { name: 'ไม่ยินยอม' }).click();

    // The frame returns to /stamp-consent-action; the page finds its marker within one 5 s poll.
    await expect(page).toHaveURL(/\/setting$/, { timeout: 12_000 });
    await expect(page.getByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' })).toBeVisible();
    // Back on the menu the consent journey is over: a later journey's error page is not reported under it.
    expect(await page.evaluate(() => sessionStorage.getItem('errorCategory'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('consentGoNext'))).toBeNull();

    const state = await sandboxStateOf(request, REGISTERED_LINE_USER);
    const maintenance = state.consentTransactions.filter((transaction) => transaction.kind === 'maintenance');
    expect(maintenance.at(-1)).toMatchObject({ providerStatus: 'REJECTED', resultStatus: 'REJECTED' });
    expect(state.customer?.consent).toMatchObject({ status: 'REJECTED', via: 'maintenance' });
  });
});

test.describe('a customer who never consented', () => {
  test.use({ lineUser: 'U-no-consent-1' });

  test('manage personal data ends on /consent-maintenance-error with one tracking event', async ({ page, request }) => {
    await page.goto('/setting');
    await page.getByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' }).click();
    await keepVerification(page, await verifyTokenByOtp(page, request, 'CONSENT_MANAGEMENT'), 'manage-consent');

    await page.goto('/consent-maintenance');
    await expect(page).toHaveURL(/\/consent-maintenance-error$/);
    await expect(page.getByRole('heading', { name: 'ไม่พบข้อมูลความยินยอม' })).toBeVisible();
    await expect(page.getByText('คุณยังไม่เคยให้ความยินยอมใด ๆ กับธนาคาร')).toBeVisible();
    await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'error_page_view',
      ),
    );
    expect(events).toEqual([{ event: 'error_page_view', page: '/consent-maintenance-error', errorCategory: 'MANAGE_CONSENT_ERROR' }]);
    const state = await sandboxStateOf(request, 'U-no-consent-1');
    expect(state.customer?.consent).toBeNull();
    expect(state.consentTransactions).toEqual([]);
  });
});

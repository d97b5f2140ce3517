import { expect, test } from '../../support/fixtures';
import {
  acceptTermsFromLanding,
  continueFromAccountInfo,
  CUSTOMERS,
  fillInfo,
  registerAndPassSuccessPopup,
  verifyRegistrationOtp,
} from '../../support/registration-flow';

/**
 * A screen-reader or keyboard customer reaches each new screen's heading first, also where the
 * screen changes a while after the last one arrived (the 'registered' popup's two seconds after a
 * customer who took their time): the route announcer must not take the new heading for the old.
 */
test('after the registered popup, focus is on the survey’s heading', async ({ page, request, sandbox }) => {
  await sandbox.setFeatureFlags({ enableRegistrationConsentManagement: false, enableRegistrationKma: false });
  await page.clock.install();
  await acceptTermsFromLanding(page);
  await fillInfo(page, CUSTOMERS.withoutKma);
  await verifyRegistrationOtp(page, request, CUSTOMERS.withoutKma);
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลบัญชีของคุณ' })).toBeFocused();
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
  // The customer reads the list a while before Register, as a screen-reader customer does.
  await page.clock.fastForward(10_000);
  await registerAndPassSuccessPopup(page);
  await expect(page).toHaveURL(/\/survey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'สิ่งที่คุณสนใจ' })).toBeFocused();
});

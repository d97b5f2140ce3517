import { CUSTOMERS, fillInfo } from '../../support/registration-flow';
import { lastSmsTo } from '../../support/sandbox';
import { expect, test } from '../../support/fixtures';

/**
 * The engine checks of e2e/webkit/engine-differences.spec.ts that mean the same in Chromium
 * (Android's WebView): keypads and one-time-code autofill, storage that refuses writes, and the
 * Thai font. The phone's zone and the calendar popup are checked in Chromium by
 * statement/statement-time-zone.spec.ts and platform/dialogs-keyboard.spec.ts.
 */

test('ID and mobile bring up number keypads, and the OTP field takes a code autofilled at once', async ({ page, request }) => {
  await page.goto('/info');
  await expect(page.getByLabel('เลขบัตรประชาชน')).toHaveJSProperty('inputMode', 'numeric');
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toHaveJSProperty('inputMode', 'tel');
  await fillInfo(page, CUSTOMERS.withoutKma);
  await expect(page).toHaveURL(/\/otp$/);
  const otp = page.getByLabel('รหัส OTP 6 หลัก');
  await expect(otp).toHaveJSProperty('inputMode', 'numeric');
  await expect(otp).toHaveJSProperty('autocomplete', 'one-time-code');
  const { code } = await lastSmsTo(request, CUSTOMERS.withoutKma.mobile);
  // What SMS autofill does: the whole code in one replacement of the field's text.
  await otp.evaluate((input: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: value }));
  }, code);
  await expect(otp).toHaveValue(code);
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/account-info$/);
});

test('storage that refuses every write: a Thai message saying what to do, no white screen', async ({ page }) => {
  // Fills the origin's storage to its quota before the app starts, once.
  await page.addInitScript(() => {
    for (const store of [sessionStorage, localStorage]) {
      if (store.getItem('filler-0') !== null) continue;
      let size = 1 << 20;
      for (let index = 0; size > 0; index += 1) {
        try {
          store.setItem(`filler-${index}`, 'x'.repeat(size));
        } catch {
          size >>= 1;
        }
      }
    }
  });
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'ไม่สามารถเปิดบริการได้' })).toBeVisible();
  await expect(page.getByText(/เบราว์เซอร์ไม่อนุญาตให้บันทึกข้อมูลในเครื่อง/)).toBeVisible();
});

test('Thai text is drawn in the self-hosted Thai font, with real glyphs', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Read on the heading on screen now: a page drawn with the HTML is replaced by the app's own.
  const measure = () =>
    page.evaluate(() => {
      const heading = document.querySelector('main h1');
      const context = document.createElement('canvas').getContext('2d');
      if (!heading || !context) return null;
      const family = getComputedStyle(heading).fontFamily;
      context.font = `16px ${family}`;
      return {
        family: family.split(',')[0]?.replace(/["']/g, '').trim(),
        thai: document.fonts.check('16px Sarabun', 'กขค'),
        width: heading.getBoundingClientRect().width,
        base: context.measureText('ก').width,
        marked: context.measureText('กิ').width,
      };
    });
  await expect.poll(async () => (await measure())?.family).toBe('Sarabun');
  const font = await measure();
  expect(font?.thai).toBe(true);
  expect(font?.width).toBeGreaterThan(0);
  expect(font?.base).toBeGreaterThan(0);
  // A Thai vowel mark sits on its consonant (no advance of its own); a missing-glyph box would
  // take a box's width beside it.
  expect(font?.marked).toBeCloseTo(font?.base ?? -1, 0);
});

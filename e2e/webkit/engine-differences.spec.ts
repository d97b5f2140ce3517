import { Key } from 'selenium-webdriver';
import { REGISTERED_LINE_USER } from '../support/fixtures';
import { CUSTOMERS } from '../support/registration-flow';
import { lastSmsTo } from '../support/sandbox';
import { REGISTERED_CUSTOMER, requestStatementUrl, shiftDays, thaiShortDate } from '../support/statement-journey';
import { verificationBank } from '../support/verification-bank';
import { verifyByOtpOnScreen } from './on-screen-verification';
import { takeOverPhoneClock } from './phone-clock';
import { expect, test, type Phone } from './webkit-fixtures';

/**
 * Where WebKit (LINE on iPhone) and Chromium may differ, checked in WebKit itself: dates and the
 * phone's time zone, the Thai calendar, `<dialog>`, keypads and one-time-code autofill, storage,
 * and fonts (docs/browsers.md, "Where the engines differ").
 */

/** Today's date in Bangkok, 'YYYY-MM-DD' (the bank's day). */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * A zone whose calendar shows another day than Bangkok's at this hour, so the check means
 * something whatever hour the suite runs: Kiritimati (UTC+14) is a day ahead from 10:00 to 17:00
 * UTC, Pago Pago (UTC-11) a day behind from 17:00 to 11:00 UTC.
 */
function zoneOnAnotherDay(): string {
  const hour = new Date().getUTCHours();
  return hour >= 10 && hour < 17 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

/** On /info: the details, Next, and the lock popup's OK, on to the lock page. */
async function lockedOutOnInfo(phone: Phone): Promise<void> {
  await phone.fill('เลขบัตรประชาชน', CUSTOMERS.withoutKma.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', CUSTOMERS.withoutKma.mobile);
  await phone.click('ถัดไป');
  await phone.click('ตกลง');
  await phone.waitForPath(/\/locked-register$/);
}

/** Interest names as long as the bank may send: one English word, one Thai phrase without a space. */
const LONG_WORD_NAME = 'SupercalifragilisticSavingsAccountForEveryone';
const LONG_THAI_NAME = 'บัญชีเงินฝากออมทรัพย์ดิจิทัลพิเศษสำหรับผู้สูงอายุที่ต้องการรับดอกเบี้ยสูงสุด';

test.describe("a phone set to a zone on another day than Bangkok's", () => {
  // Chosen as each test's phone starts, not as the file is read: a file read at 16:59 UTC would
  // set Kiritimati, back on Bangkok's day from 17:00, for a test that starts a minute later.
  test.use({ browserArgs: async ({}, use) => use([`--time-zone=${zoneOnAnotherDay()}`]) });

  test.describe('a registered customer', () => {
    test.use({ lineUser: REGISTERED_LINE_USER });
    test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

    test("the statement form counts Bangkok's days, in the engine's own Thai Buddhist calendar, and its calendar popup keeps focus and closes on Esc", async ({
      phone,
      request,
    }) => {
      const phoneToday = await phone.evaluate<string>(
        "const d = new Date(); return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')].join('-')",
      );
      const today = bangkokToday();
      expect(phoneToday, 'the phone shows another day than Bangkok').not.toBe(today);

      await phone.open(requestStatementUrl(REGISTERED_CUSTOMER.savings.accountRef));
      await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
      await phone.waitForPath(/\/select-statement$/);
      const from = await phone.field('ตั้งแต่วันที่');
      const to = await phone.field('ถึงวันที่');
      await phone.driver.wait(async () => (await to.getAttribute('value')) !== '', 15_000, 'the dates are never filled');
      expect(await to.getAttribute('value')).toBe(thaiShortDate(today));
      expect(await from.getAttribute('value')).toBe(thaiShortDate(shiftDays(today, -29)));
      // The engine's own ICU Thai Buddhist calendar names the same day the same way.
      const engineToday = await phone.evaluate<string>(
        "return new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'Asia/Bangkok' }).format(new Date())",
      );
      expect(engineToday).toBe(thaiShortDate(today));

      // The calendar is a modal <dialog>: focus moves into it, Tab stays there, Esc closes it
      // and leaves the field as it was.
      await phone.evaluate(
        "Array.from(document.querySelectorAll('input[type=radio]')).find((r) => r.labels[0].textContent.trim() === 'กำหนดเอง').click()",
      );
      const chosen = await to.getAttribute('value');
      await to.click();
      await phone.driver.wait(
        () => phone.evaluate<boolean>("return document.querySelector('dialog[open]')?.getAttribute('aria-label') === 'ถึงวันที่'"),
        10_000,
        'the calendar never opened',
      );
      const focusInCalendar = () => phone.evaluate<boolean>("return Boolean(document.activeElement?.closest('dialog[open]'))");
      expect(await focusInCalendar()).toBe(true);
      for (let press = 0; press < 4; press += 1) {
        await phone.driver.actions().sendKeys(Key.TAB).perform();
        expect(await focusInCalendar()).toBe(true);
      }
      await phone.driver.actions().sendKeys(Key.ESCAPE).perform();
      await phone.driver.wait(
        async () => (await phone.evaluate<number>("return document.querySelectorAll('dialog[open]').length")) === 0,
        10_000,
        'the calendar stays open after Esc',
      );
      expect(await to.getAttribute('value')).toBe(chosen);
    });
  });

  test("the lock-out countdown runs to the bank's end, whatever the phone's zone", async ({ phone, sandbox }) => {
    // The bank sends the end as Bangkok time (metadata.cooldownFinishedAt, 3600 s ahead for LKS0406).
    await sandbox.failNext({ path: '/registers/otp/request', code: 'LKS0406' });
    await phone.open('/info');
    await lockedOutOnInfo(phone);
    await phone.expectCountdown(/^(59:[0-5]\d|60:00)$/);
  });
});

test("on a phone two hours behind the bank, the send lock counts the bank's 15 minutes, read from the answer's Date header", async ({
  phone,
  request,
}) => {
  // The phone learns the bank's clock from the HTTP date ('Fri, 27 Nov 2026 08:00:00 GMT'), a
  // form whose reading the language leaves to each engine; unread, this lock would show 2:15:00.
  const bank = verificationBank(request);
  await bank.advanceClock(2 * 3600);
  await bank.failNext({ path: '/registers/otp/request', code: 'LKS0202', cooldownSeconds: 900 });
  await phone.open('/info');
  await lockedOutOnInfo(phone);
  await phone.expectCountdown(/^1[45]:[0-5]\d$/);
});

test('a lock page reloaded ten minutes into a 15-minute send lock shows the five minutes left, not 15 again', async ({
  phone,
  request,
}) => {
  await verificationBank(request).failNext({ path: '/registers/otp/request', code: 'LKS0202', cooldownSeconds: 900 });
  await phone.open('/info');
  await phone.field('เลขบัตรประชาชน');
  // The lock is read ten minutes ago on the phone's clock; the reload, which gives the page the
  // phone's own clock back, comes now (the state kept in the window's history counts on from then).
  await takeOverPhoneClock(phone, { offsetMs: -10 * 60_000 });
  await lockedOutOnInfo(phone);
  await phone.expectCountdown(/^1[45]:[0-5]\d$/);
  await phone.driver.navigate().refresh();
  await phone.heading('ระงับการทำรายการชั่วคราว');
  await phone.expectCountdown(/^0[45]:[0-5]\d$/);
});

test('ID and mobile bring up number keypads, and the OTP field takes the code iOS fills in from the SMS', async ({ phone, request }) => {
  await phone.open('/info');
  const id = await phone.field('เลขบัตรประชาชน');
  const mobile = await phone.field('เบอร์โทรศัพท์มือถือ');
  // The engine's own reading of the attributes (its IDL property), not just the markup.
  expect(await phone.driver.executeScript('return arguments[0].inputMode', id)).toBe('numeric');
  expect(await phone.driver.executeScript('return arguments[0].inputMode', mobile)).toBe('tel');
  expect(await mobile.getAttribute('autocomplete')).toBe('tel-national');
  await phone.fill('เลขบัตรประชาชน', CUSTOMERS.withoutKma.id);
  await phone.fill('เบอร์โทรศัพท์มือถือ', CUSTOMERS.withoutKma.mobile);
  await phone.click('ถัดไป');
  await phone.waitForPath(/\/otp$/);

  const otp = await phone.field('รหัส OTP 6 หลัก');
  expect(await phone.driver.executeScript('return [arguments[0].inputMode, arguments[0].autocomplete]', otp)).toEqual([
    'numeric',
    'one-time-code',
  ]);
  // Safari's SMS autofill puts the whole code in at once, as one replacement of the field's text.
  const { code } = await lastSmsTo(request, CUSTOMERS.withoutKma.mobile);
  await phone.driver.executeScript(
    `const input = arguments[0];
     Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, arguments[1]);
     input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: arguments[1] }));`,
    otp,
    code,
  );
  expect(await otp.getAttribute('value')).toBe(code);
  await phone.click('ยืนยัน');
  await phone.waitForPath(/\/account-info$/);
});

test.describe('a registered customer, storage', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });
  test.beforeEach(({ sandbox }) => sandbox.setFeatureFlags({ enableSettingKma: false }));

  test('the verification kept in sessionStorage survives a reload, and the cancellation goes through', async ({ phone, request }) => {
    await phone.open('/setting');
    await phone.click('ยกเลิกบริการ');
    await verifyByOtpOnScreen(phone, request, REGISTERED_CUSTOMER.mobile);
    await phone.waitForPath(/\/unbinding$/);
    const verifyToken = () => phone.evaluate<string | null>("return sessionStorage.getItem('verifyToken')");
    const before = await verifyToken();
    expect(before).toBeTruthy();
    await phone.driver.navigate().refresh();
    await phone.heading('ต้องการยกเลิกบริการหรือไม่');
    expect(await verifyToken()).toBe(before);
    await phone.click('ยืนยัน');
    await phone.waitForPath(/\/success-unbinding$/);
  });
});

test.describe('a registered customer, the interest survey', () => {
  test.use({ lineUser: REGISTERED_LINE_USER });

  test("long interest names, one English word and one unspaced Thai phrase, wrap inside their cards in the narrowest window, WebKit's own line breaking", async ({
    phone,
  }) => {
    // 320 px asked; the MiniBrowser's window goes no narrower than 334 (docs/browsers.md).
    await phone.driver.manage().window().setRect({ width: 320, height: 640 });
    const width = await phone.evaluate<number>('return window.innerWidth');
    expect(width).toBeLessThanOrEqual(334);
    await phone.open('/setting');
    await phone.control('จัดการผลิตภัณฑ์และบัญชี');
    // The bank's own answer with these names (as the Chromium spec's route), then the survey, in the app.
    await phone.driver.executeScript(
      `const names = arguments[0];
       const open = XMLHttpRequest.prototype.open;
       XMLHttpRequest.prototype.open = function (method, url) {
         if (String(url).endsWith('/active/surveys')) {
           this.addEventListener('readystatechange', () => {
             if (this.readyState !== 4) return;
             const answer = JSON.parse(this.responseText);
             answer.data.choices = answer.data.choices.map((choice, index) => ({ ...choice, name: names[index] ?? choice.name }));
             const text = JSON.stringify(answer);
             Object.defineProperty(this, 'responseText', { value: text });
             Object.defineProperty(this, 'response', { value: text });
           });
         }
         return open.apply(this, arguments);
       };
       const idx = (history.state && history.state.idx) || 0;
       history.pushState({ usr: null, key: 'survey', idx: idx + 1 }, '', '/setting-survey');
       dispatchEvent(new PopStateEvent('popstate', { state: history.state }));`,
      [LONG_THAI_NAME, LONG_WORD_NAME],
    );
    const longWord = await phone.field(LONG_WORD_NAME);
    const outside = await phone.evaluate<string[]>(
      `return Array.from(document.querySelectorAll('label')).filter((card) => card.querySelector('input[type=checkbox]')).flatMap((card) => {
         const box = card.getBoundingClientRect();
         const text = Array.from(card.querySelectorAll('*')).some((part) => part.getBoundingClientRect().right > box.right + 0.5);
         return box.left < 0 || box.right > innerWidth || text ? [card.textContent.trim()] : [];
       });`,
    );
    expect(outside, 'cards, or names, past their edge').toEqual([]);
    expect(await phone.evaluate<number>('return document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
    await longWord.click();
    expect(await longWord.isSelected()).toBe(true);
  });
});

test('Thai text is drawn in the self-hosted Thai font, with real glyphs', async ({ phone }) => {
  await phone.open('/register');
  await phone.heading('ลงทะเบียนบริการธนาคารบน LINE');
  await phone.driver.wait(() => phone.evaluate<boolean>("return document.fonts.status === 'loaded'"), 10_000, 'the fonts never load');
  // Read on the heading on screen now: a page drawn with the HTML is replaced by the app's own.
  const measure = () =>
    phone.evaluate<{ family: string; thai: boolean; width: number; base: number; marked: number } | null>(
      `const heading = document.querySelector('main h1');
       if (!heading) return null;
       const family = getComputedStyle(heading).fontFamily;
       const context = document.createElement('canvas').getContext('2d');
       context.font = '16px ' + family;
       return {
         family: family.split(',')[0].replace(/["']/g, '').trim(),
         thai: document.fonts.check('16px Sarabun', 'กขค'),
         width: heading.getBoundingClientRect().width,
         base: context.measureText('ก').width,
         marked: context.measureText('กิ').width,
       };`,
    );
  await phone.driver.wait(async () => (await measure())?.family === 'Sarabun', 10_000, 'the heading is never drawn in Sarabun');
  const font = await measure();
  expect(font?.thai).toBe(true);
  expect(font?.width).toBeGreaterThan(0);
  expect(font?.base).toBeGreaterThan(0);
  // A Thai vowel mark sits on its consonant (no advance of its own); a missing-glyph box would
  // take a box's width beside it.
  expect(font?.marked).toBeCloseTo(font?.base ?? -1, 0);
});

/** Fills the origin's session and local storage to the engine's quota, so every later write throws. */
const FILL_STORAGE = `
  for (const store of [sessionStorage, localStorage]) {
    let size = 1 << 20;
    for (let index = 0; size > 0; index += 1) {
      try { store.setItem('filler-' + index, 'x'.repeat(size)); } catch { size >>= 1; }
    }
  }`;

test.describe('a customer whose browser stores nothing', () => {
  test.use({ beforeAppStarts: FILL_STORAGE });

  test('storage that throws on every write (private browsing, a full phone): a Thai message saying what to do, no white screen', async ({
    phone,
  }) => {
    expect(await phone.evaluate<string>("try { sessionStorage.setItem('probe', '1'); return 'kept'; } catch (e) { return e.name; }")).toBe(
      'QuotaExceededError',
    );
    await phone.open('/setting');
    // LIFF's own start-up writes to sessionStorage, so the app cannot start: it says why.
    await phone.heading('ไม่สามารถเปิดบริการได้');
    await phone.text('เบราว์เซอร์ไม่อนุญาตให้บันทึกข้อมูลในเครื่อง');
  });
});

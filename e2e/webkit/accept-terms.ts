import { expect } from '@playwright/test';
import { SCREEN_TEXTS, type ScreenLanguage } from '../support/texts';
import type { Phone } from './webkit-fixtures';

interface TermsOptions {
  /** Runs while the terms are on screen and not yet scrolled (the gallery pictures them there). */
  unread?: () => Promise<void>;
  /** Runs on the landing, once drawn. */
  landing?: () => Promise<void>;
  /** LINE's language, played by the sandbox (`?sandboxLanguage=`); Thai unless said. */
  language?: ScreenLanguage;
}

/** Landing → terms (read to the end, accepted) → /info. */
export async function acceptTerms(phone: Phone, { unread, landing, language = 'th' }: TermsOptions = {}): Promise<void> {
  const { BUTTONS, registration } = SCREEN_TEXTS[language];
  await phone.open(language === 'th' ? '/register' : `/register?sandboxLanguage=${language}`);
  await phone.heading(registration.landing.title);
  await landing?.();
  await phone.click(BUTTONS.next);
  const checkbox = await phone.field(registration.terms.accept);
  expect(await checkbox.isEnabled()).toBe(false);
  const box = `document.querySelector('[aria-label="${registration.terms.documentLabel}"]')`;
  // Scrolled before the bank's text is in, the box has nothing to scroll: the text then arrives
  // at the top, unread (as on a loaded machine). The Chromium helper waits the same way.
  await phone.driver.wait(
    () => phone.evaluate<boolean>(`return (${box}?.textContent ?? '').trim() !== ''`),
    10_000,
    'the terms never arrived',
  );
  await unread?.();
  await phone.evaluate(`const box = ${box}; box.scrollTo({ top: box.scrollHeight });`);
  await phone.driver.wait(() => checkbox.isEnabled(), 10_000, 'the terms checkbox stays disabled after reading to the end');
  await checkbox.click();
  await phone.click(BUTTONS.next);
  await phone.waitForPath(/\/info$/);
}

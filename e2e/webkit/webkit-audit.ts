import axe from 'axe-core';
import {
  type AxeViolation,
  blockingFindings,
  NOT_AUDITED,
  type ScreenFinding,
  thaiFindings,
  unmarkedThai,
  WCAG_TAGS,
} from '../support/screen-audit';
import type { Phone } from './webkit-fixtures';

/**
 * The Chromium suite's screen audit (support/screen-audit.ts) on the WebKit page as it is now:
 * axe-core's serious and critical findings and, on a screen in English, Thai not marked as Thai.
 * WebDriver has no init scripts, so axe-core is put into the page each time.
 */
export async function auditNow(phone: Phone, screen: string): Promise<ScreenFinding[]> {
  await phone.driver.executeScript(axe.source);
  const violations = await phone.driver.executeAsyncScript<AxeViolation[]>(
    (tags: string[], excluded: string, done: (violations: AxeViolation[]) => void) => {
      // Framed pages (consent provider, captcha) belong to third parties: not ours to audit.
      void (window as unknown as { axe: typeof axe }).axe
        .run({ include: [['html']], exclude: [[excluded]] }, { runOnly: { type: 'tag', values: tags }, iframes: false })
        .then((results) =>
          done(
            results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) })),
          ),
        );
    },
    WCAG_TAGS,
    NOT_AUDITED,
  );
  const english = (await phone.evaluate<string>('return document.documentElement.lang')) === 'en';
  const thai = english ? await phone.driver.executeScript<string[]>(unmarkedThai) : [];
  return [...blockingFindings(screen, violations), ...thaiFindings(screen, thai)];
}

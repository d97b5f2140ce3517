import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { busyIndicatorsNow, LOADED_WITHIN_MS, SCREENS_THAT_ARE_A_WAIT, stillLoadingError } from './busy-screen';

/**
 * Every screen a journey meets is checked with axe-core, popups included, and a serious or
 * critical finding fails the test that met it. The page reports a screen once it has been
 * quiet for a moment (its heading or dialog is drawn and the DOM stopped changing for 200 ms); each
 * screen (route + open dialog) is audited once per run and language, which keeps the suite's cost
 * to a few dozen audits. A screen in English is also checked for Thai that is not marked as Thai
 * (`lang="th"`): a catalogue's text missing in English, or the bank's Thai that a screen reader
 * would read with an English voice. With GALLERY_DIR set, the first sighting of a screen that has
 * finished loading (e2e/support/busy-screen.ts) is saved as a screenshot: that is how
 * `npm run gallery` pictures every route and popup from the journeys themselves (a page in
 * English into its en/ folder, one in the dark scheme into dark/).
 */

const QUIET_MS = 200;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** What axe-core checks, in Chromium here and in WebKit (e2e/webkit/webkit-audit.ts). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * Left out of the audit: the calendar's greyed days of the months beside the one shown
 * (docs/behaviour.md#calendar: greyed, cannot be tapped), hidden from screen readers. WCAG's contrast rule exempts such
 * decoration; axe-core cannot tell, and flags them whenever a month that has them is audited
 * (which month is met first depends on the journey's timing).
 */
export const NOT_AUDITED = '.st-cal__day--outside';

export interface ScreenFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

// Per colour scheme and language: a screen met in the light is audited again in the dark, and in English.
const auditedScreens = { light: new Set<string>(), dark: new Set<string>() };
export type ScreenLanguage = 'th' | 'en';
/** One entry of auditedScreens: a screen in English is a screen of its own. */
const auditKey = (screen: string, language: ScreenLanguage) => (language === 'en' ? `${screen}@en` : screen);
/** Where `npm run gallery` wants its pictures; none unless it runs (read when needed, so a test can set it). */
const galleryDir = (): string | undefined => process.env.GALLERY_DIR;

/** '/add-account/1234567890|dialog' → '/add-account/:accountNo|dialog': one screen, whatever account it shows. */
export function screenKeyOf(raw: string): string {
  return raw.replace(/^\/add-account\/[^|]+/, '/add-account/:accountNo');
}

export function galleryFileOf(screen: string): string {
  const [route = '', dialog] = screen.split('|');
  const name = (route === '/' ? 'entry' : route.slice(1)).replace(/[/:]+/g, '-');
  return `${name}${dialog ? `--${dialog.replace(/[^\p{L}\p{N}]+/gu, '-')}` : ''}.png`;
}

/** Whether the journeys' audit has checked `screen` (a route, `|` and a popup's name) in `scheme` in this run. */
export function wasAudited(screen: string, scheme: 'light' | 'dark', language: ScreenLanguage = 'th'): boolean {
  return auditedScreens[scheme].has(auditKey(screenKeyOf(screen), language));
}

/**
 * Waits until the journey's own audit has checked `screen` in this scheme and language, so a test
 * that moves on at once still has each of its screens audited (a finding fails it at its end).
 */
export async function screenAudited(screen: string, scheme: 'light' | 'dark' = 'light', language: ScreenLanguage = 'th'): Promise<void> {
  await expect.poll(() => wasAudited(screen, scheme, language), { message: `axe audit of ${screen} (${scheme}, ${language})` }).toBe(true);
}

/**
 * Runs in the page: reports `pathname|open dialog's name`, the screen's language (`<html lang>`)
 * and whether it is still loading (`busyNow`, busyIndicatorsNow) whenever the screen settles on a
 * new one, changes language, or finishes loading.
 */
function reportSettledScreens(quietMs: number, busyNow: () => string[]): void {
  if (window !== window.top) return;
  let last = '';
  let timer: number | undefined;
  const dialogName = (dialog: HTMLDialogElement) => dialog.getAttribute('aria-label') ?? dialog.getAttribute('aria-labelledby') ?? 'dialog';
  const keyNow = () => {
    const dialogs = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]'));
    const top = dialogs[dialogs.length - 1];
    return `${location.pathname}${top ? `|${dialogName(top)}` : ''}`;
  };
  const languageNow = () => (document.documentElement.lang === 'en' ? 'en' : 'th');
  (window as unknown as { __screenKey?: () => string }).__screenKey = () => `${keyNow()}@${languageNow()}`;
  const settle = () => {
    if (!document.querySelector('dialog[open], main h1')) return undefined;
    const key = keyNow();
    const language = languageNow();
    const busy = busyNow().length > 0;
    if (`${key}@${language}${busy ? '@busy' : ''}` === last) return undefined;
    last = `${key}@${language}${busy ? '@busy' : ''}`;
    return (window as unknown as { __screenSettled?: (key: string, language: string, busy: boolean) => Promise<void> }).__screenSettled?.(
      key,
      language,
      busy,
    );
  };
  // The journey's last screen: the test may end before the page has been quiet for long.
  // Reported again even if seen: an audit cut short by a navigation is retried here.
  (window as unknown as { __settleNow?: () => Promise<void> | undefined }).__settleNow = () => {
    last = '';
    return settle();
  };
  const start = () => {
    new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void settle(), quietMs);
    }).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    timer = window.setTimeout(() => void settle(), quietMs);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

/** The screen on display now and its language, in the same terms as the reports: `screen@language`. */
async function screenNow(page: Page): Promise<string> {
  const shown = await page.evaluate(() => (window as unknown as { __screenKey?: () => string }).__screenKey?.() ?? '');
  const at = shown.lastIndexOf('@');
  return at < 0 ? '' : `${screenKeyOf(shown.slice(0, at))}${shown.slice(at)}`;
}

/**
 * Runs in the page: the Thai a screen in English shows or names (text, accessible names,
 * placeholders, the document's title) outside an element marked `lang="th"`, such as the
 * language switch's ภาษาไทย. Frames are the bank's pages, not the screen's.
 */
export function unmarkedThai(): string[] {
  const thai = /[\u0E00-\u0E7F]/;
  const markedThai = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang')?.startsWith('th') ?? false;
  const found = new Set<string>();
  if (thai.test(document.title)) found.add(document.title);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !thai.test(text) || markedThai(parent) || parent.closest('script, style, noscript, template')) continue;
    // A long text (the bank's terms) is named by its start.
    if (parent.checkVisibility()) found.add(text.length > 80 ? `${text.slice(0, 80)}…` : text);
  }
  for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name) ?? '';
      if (thai.test(value) && !markedThai(element)) found.add(`${name}="${value}"`);
    }
  }
  return [...found];
}

// One axe run at a time: axe-core refuses to start while another run on the page is under way,
// and a test's own audit may meet the journey's audit of the same screen.
let axeRuns: Promise<unknown> = Promise.resolve();

/** axe-core on the page as it is now: its serious and critical findings, named `screen`. */
export function seriousFindingsNow(page: Page, screen: string): Promise<ScreenFinding[]> {
  const run = axeRuns.then(() => analyze(page, screen));
  axeRuns = run.catch(() => undefined);
  return run;
}

/** The part of an axe-core violation a finding keeps. */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical violations on `screen`, as findings. */
export function blockingFindings(screen: string, violations: AxeViolation[]): ScreenFinding[] {
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function analyze(page: Page, screen: string): Promise<ScreenFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude(NOT_AUDITED)
    // Framed pages (consent provider, captcha) belong to third parties: not ours to audit.
    .options({ iframes: false })
    .setLegacyMode()
    .analyze();
  return blockingFindings(screen, results.violations);
}

/**
 * Dark-scheme pictures go to the gallery's dark/ folder and English ones to en/, beside the light
 * Thai ones of the same name (dark English ones to dark/en/).
 */
async function galleryDirOf(page: Page): Promise<string> {
  const { dark, english } = await page.evaluate(() => ({
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    english: document.documentElement.lang === 'en',
  }));
  return path.join(galleryDir() ?? '', dark ? 'dark' : '', english ? 'en' : '');
}

/** What unmarkedThai found on `screen`, as one finding (none when it found nothing). */
export function thaiFindings(screen: string, thai: string[]): ScreenFinding[] {
  if (thai.length === 0) return [];
  return [
    { screen, rule: 'thai-on-english-screen', impact: 'serious', help: 'Thai on a screen in English, not marked lang="th"', targets: thai },
  ];
}

async function thaiOnEnglishScreen(page: Page, screen: string): Promise<ScreenFinding[]> {
  return thaiFindings(screen, await page.evaluate(unmarkedThai));
}

async function auditScreen(page: Page, screen: string, language: ScreenLanguage): Promise<ScreenFinding[] | null> {
  const shown = `${screen}@${language}`;
  const named = auditKey(screen, language);
  try {
    if ((await screenNow(page)) !== shown) return null;
    const findings = await seriousFindingsNow(page, named);
    if (language === 'en') findings.push(...(await thaiOnEnglishScreen(page, named)));
    // The journey moved on while axe ran: these results may mix two screens; try again next time.
    if ((await screenNow(page)) !== shown) return null;
    return findings;
  } catch {
    // The journey moved on while axe ran (a navigation): the screen is audited the next time it is met.
    return null;
  }
}

/** What the gallery would show as still loading on `screen` now: nothing on a screen that is the wait itself. */
async function busyOn(page: Page, screen: string): Promise<string[]> {
  return SCREENS_THAT_ARE_A_WAIT.has(screen.split('|')[0] ?? '') ? [] : page.evaluate(busyIndicatorsNow);
}

/**
 * With GALLERY_DIR set, the gallery's picture of `screen` once it has finished loading. The first
 * picture stands: the gallery spec's, taken once its screen settled (a frame's page loaded), is not
 * replaced by a later journey's sighting taken before it had.
 */
async function pictureScreen(page: Page, screen: string, language: ScreenLanguage): Promise<void> {
  if (!galleryDir() || new URL(page.url()).hostname !== 'localhost') return;
  try {
    const file = path.join(await galleryDirOf(page), galleryFileOf(screen));
    const stillShown = async () => (await screenNow(page)) === `${screen}@${language}` && (await busyOn(page, screen)).length === 0;
    if (fs.existsSync(file) || !(await stillShown())) return;
    const picture = await page.screenshot({ animations: 'disabled', scale: 'css' });
    // The journey may have moved on while the picture was taken (a tap, a popup closing by
    // itself): such a picture shows another screen, or this one loading again, and is dropped.
    if (!(await stillShown())) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, picture);
  } catch {
    // The journey moved on (a navigation): the screen is pictured the next time it is met.
  }
}

/** Call once per page before the journey starts; `finish()` waits for audits under way and lists the findings. */
export async function watchScreens(
  page: Page,
  testInfo: TestInfo,
  scheme: 'light' | 'dark' = 'light',
): Promise<{ finish(): Promise<ScreenFinding[]> }> {
  const audited = auditedScreens[scheme];
  const findings: ScreenFinding[] = [];
  let queue: Promise<void> = Promise.resolve();
  await page.exposeFunction('__screenSettled', (raw: string, shownIn: string, busy: boolean) => {
    const screen = screenKeyOf(raw);
    const language: ScreenLanguage = shownIn === 'en' ? 'en' : 'th';
    const key = auditKey(screen, language);
    // Audited already; pictured once it has finished loading.
    if (audited.has(key) && (!galleryDir() || busy)) return;
    queue = queue.then(async () => {
      if (page.isClosed()) return;
      if (audited.has(key)) return pictureScreen(page, screen, language);
      const found = await auditScreen(page, screen, language);
      if (found === null) return;
      // Pictured before it counts as audited: a test that waits for the audit moves on only then.
      await pictureScreen(page, screen, language);
      audited.add(key);
      findings.push(...found);
      testInfo.annotations.push({ type: 'axe', description: key });
    });
  });
  // The busy check joins the reporter as source: an init script runs alone in the page.
  await page.addInitScript({ content: `(${reportSettledScreens.toString()})(${QUIET_MS}, ${busyIndicatorsNow.toString()})` });
  return {
    async finish() {
      // Resolves once the report has reached the queue below.
      if (!page.isClosed())
        await page.evaluate(() => (window as unknown as { __settleNow?: () => Promise<void> }).__settleNow?.()).catch(() => undefined);
      await queue;
      return findings;
    },
  };
}

/** Resolves once the DOM has stayed unchanged for `quietMs`, after the web fonts have loaded. */
async function quietFor(page: Page, quietMs: number): Promise<void> {
  await page.evaluate(async (ms) => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => {
      let timer = window.setTimeout(done, ms);
      const observer = new MutationObserver(() => {
        window.clearTimeout(timer);
        timer = window.setTimeout(done, ms);
      });
      function done() {
        observer.disconnect();
        resolve();
      }
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  }, quietMs);
}

/**
 * The gallery spec's own picture of a screen it drove to: waits for the web fonts, for the screen
 * to finish loading (no spinner or busy region: e2e/support/busy-screen.ts) and for the DOM to
 * stay unchanged for QUIET_MS, so a screen a journey leaves at once is still pictured settled. A
 * screen still loading after `loadedWithinMs` fails the test, named. Does nothing unless
 * GALLERY_DIR is set. `name` is the file's name without `.png`.
 */
export async function pictureSettledScreen(page: Page, name: string, { loadedWithinMs = LOADED_WITHIN_MS } = {}): Promise<void> {
  if (!galleryDir()) return;
  const route = new URL(page.url()).pathname;
  const deadline = Date.now() + loadedWithinMs;
  for (;;) {
    await quietFor(page, QUIET_MS * 2);
    const busy = await busyOn(page, route);
    if (busy.length === 0) break;
    if (Date.now() >= deadline) throw stillLoadingError(name, busy, loadedWithinMs);
    await expect
      .poll(() => busyOn(page, route), { timeout: Math.max(1, deadline - Date.now()) })
      .toEqual([])
      .catch(() => undefined);
  }
  const dir = await galleryDirOf(page);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled', scale: 'css' });
}

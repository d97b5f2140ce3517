import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every screen a journey meets is checked with axe-core, popups included, and a serious or
 * critical finding fails the test that met it. The page reports a screen once it has been
 * quiet for a moment (its heading or dialog is drawn and the DOM stopped changing for 200 ms); each
 * screen (route + open dialog) is audited once per run, which keeps the suite's cost to a few
 * dozen audits. With GALLERY_DIR set, the same first sighting is saved as a screenshot: that is
 * how `npm run gallery` pictures every route and popup from the journeys themselves (a page in
 * the dark scheme into its dark/ folder).
 */

const QUIET_MS = 200;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface ScreenFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

// Per colour scheme: a screen met in the light is audited again in the dark.
const auditedScreens = { light: new Set<string>(), dark: new Set<string>() };
const galleryDir = process.env.GALLERY_DIR;

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
export function wasAudited(screen: string, scheme: 'light' | 'dark'): boolean {
  return auditedScreens[scheme].has(screenKeyOf(screen));
}

/** Runs in the page: reports `pathname|open dialog's name` whenever the screen settles on a new one. */
function reportSettledScreens(quietMs: number): void {
  if (window !== window.top) return;
  let last = '';
  let timer: number | undefined;
  const dialogName = (dialog: HTMLDialogElement) => dialog.getAttribute('aria-label') ?? dialog.getAttribute('aria-labelledby') ?? 'dialog';
  const keyNow = () => {
    const dialogs = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]'));
    const top = dialogs[dialogs.length - 1];
    return `${location.pathname}${top ? `|${dialogName(top)}` : ''}`;
  };
  (window as unknown as { __screenKey?: () => string }).__screenKey = keyNow;
  const settle = () => {
    if (!document.querySelector('dialog[open], main h1')) return undefined;
    const key = keyNow();
    if (key === last) return undefined;
    last = key;
    return (window as unknown as { __screenSettled?: (key: string) => Promise<void> }).__screenSettled?.(key);
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

/** The screen on display now, in the same terms as the reports. */
async function screenNow(page: Page): Promise<string> {
  return screenKeyOf(await page.evaluate(() => (window as unknown as { __screenKey?: () => string }).__screenKey?.() ?? ''));
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

async function analyze(page: Page, screen: string): Promise<ScreenFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Framed pages (consent provider, captcha) belong to third parties: not ours to audit.
    .options({ iframes: false })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Dark-scheme pictures go to the gallery's dark/ folder, beside the light ones of the same name. */
async function galleryDirOf(page: Page): Promise<string> {
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  return dark ? path.join(galleryDir ?? '', 'dark') : (galleryDir ?? '');
}

async function auditScreen(page: Page, screen: string): Promise<ScreenFinding[] | null> {
  try {
    if ((await screenNow(page)) !== screen) return null;
    const findings = await seriousFindingsNow(page, screen);
    // The journey moved on while axe ran: these results may mix two screens; try again next time.
    if ((await screenNow(page)) !== screen) return null;
    if (galleryDir && new URL(page.url()).hostname === 'localhost') {
      const dir = await galleryDirOf(page);
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, galleryFileOf(screen)), animations: 'disabled', scale: 'css' });
    }
    return findings;
  } catch {
    // The journey moved on while axe ran (a navigation): the screen is audited the next time it is met.
    return null;
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
  await page.exposeFunction('__screenSettled', (raw: string) => {
    const screen = screenKeyOf(raw);
    if (audited.has(screen)) return;
    queue = queue.then(async () => {
      if (audited.has(screen) || page.isClosed()) return;
      const found = await auditScreen(page, screen);
      if (found === null) return;
      audited.add(screen);
      findings.push(...found);
      testInfo.annotations.push({ type: 'axe', description: screen });
    });
  });
  await page.addInitScript(reportSettledScreens, QUIET_MS);
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

/**
 * The gallery spec's own picture of a screen it drove to: waits for the web fonts and for the
 * DOM to stay unchanged for QUIET_MS, so a screen a journey leaves at once is still pictured
 * settled. Does nothing unless GALLERY_DIR is set. `name` is the file's name without `.png`.
 */
export async function pictureSettledScreen(page: Page, name: string): Promise<void> {
  if (!galleryDir) return;
  await page.evaluate(async (quietMs) => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => {
      let timer = window.setTimeout(done, quietMs);
      const observer = new MutationObserver(() => {
        window.clearTimeout(timer);
        timer = window.setTimeout(done, quietMs);
      });
      function done() {
        observer.disconnect();
        resolve();
      }
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  }, QUIET_MS * 2);
  const dir = await galleryDirOf(page);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled', scale: 'css' });
}

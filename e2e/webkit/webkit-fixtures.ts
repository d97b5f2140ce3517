import { test as base, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Builder, Capabilities, error as seleniumError, type WebDriver, type WebElement } from 'selenium-webdriver';
import { busyIndicatorsNow, LOADED_WITHIN_MS, SCREENS_THAT_ARE_A_WAIT, stillLoadingError } from '../support/busy-screen';
import { freshSandbox, type SandboxControls } from '../support/sandbox';
import { MINIBROWSER, WEBDRIVER_URL } from './webkit-driver';

/**
 * An iPhone 12-15's CSS viewport, the phone-sized page every WebKit journey runs in. The
 * MiniBrowser's toolbar would keep its window at least 447 px wide; started with `--full-screen`
 * it draws no toolbar, so the window, and the page, are exactly this size (docs/browsers.md).
 */
export const PHONE = { width: 390, height: 844 };
const WAIT_MS = 15_000;

/**
 * What a WebKit journey does with the page, in the customer's terms: find a control by the name
 * a screen reader would read (its text or aria-label) or a field by its label, and wait for a
 * URL or text. The page's own DOM answers, so the names are the same as the Chromium suite's.
 */
export class Phone {
  constructor(
    readonly driver: WebDriver,
    private readonly baseUrl: string,
    /** Off for a phone set up unlike a customer's (another zone, full storage): not the gallery's picture. */
    private readonly pictures = true,
  ) {}

  async open(path: string): Promise<void> {
    await this.driver.get(`${this.baseUrl}${path}`);
  }

  private async find(kind: 'control' | 'field' | 'heading' | 'text', name: string): Promise<WebElement> {
    const element = await this.driver.wait(
      async () => {
        const found: unknown = await this.driver.executeScript(
          (kind: string, name: string) => {
            const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
            const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
            const pick = (selector: string) =>
              Array.from(document.querySelectorAll(selector)).filter((el) => visible(el) && nameOf(el) === name);
            if (kind === 'control') return pick('button,a,[role=button],[role=link]')[0] ?? null;
            if (kind === 'heading') return pick('h1,h2,h3,[role=heading]')[0] ?? null;
            if (kind === 'text')
              return (
                Array.from(document.querySelectorAll('body *')).find(
                  (el) => visible(el) && el.children.length === 0 && (el.textContent ?? '').includes(name),
                ) ?? null
              );
            const label = Array.from(document.querySelectorAll('label')).find((el) => nameOf(el) === name);
            return label?.control ?? document.querySelector(`[aria-label="${name}"]`);
          },
          kind,
          name,
        );
        return (found as WebElement | null) ?? false;
      },
      WAIT_MS,
      `no ${kind} named ${name} on ${await this.driver.getCurrentUrl()}`,
    );
    return element as WebElement;
  }

  control(name: string) {
    return this.find('control', name);
  }

  field(label: string) {
    return this.find('field', label);
  }

  heading(name: string) {
    return this.find('heading', name);
  }

  text(text: string) {
    return this.find('text', text);
  }

  /**
   * Taps the control once it is enabled. A first screen drawn from the HTML is replaced by the
   * app's own when it starts, so a control found a moment ago may be gone: find it again, as the
   * customer's finger lands on whatever is on screen.
   */
  async click(name: string): Promise<void> {
    await this.whenEnabled(name, (control) => control.click());
  }

  /**
   * Waits until the control on screen now is enabled. A page that goes away (a reload, the way
   * through LINE Login) leaves a control found on it a moment ago behind: each look finds it again.
   */
  async expectEnabled(name: string): Promise<void> {
    await this.whenEnabled(name, async () => undefined);
  }

  private async whenEnabled(name: string, then: (control: WebElement) => Promise<void>): Promise<void> {
    await this.driver.wait(
      async () => {
        try {
          const control = await this.control(name);
          if (!(await control.isEnabled())) return false;
          await then(control);
          return true;
        } catch (error) {
          if (error instanceof seleniumError.StaleElementReferenceError) return false;
          throw error;
        }
      },
      WAIT_MS,
      `${name} stays disabled`,
    );
  }

  /**
   * Waits for the countdown to read as `pattern`: just after a tap or a reload the page may not
   * have drawn it yet (or the old page may still be on screen). Fails with what it last read.
   */
  async expectCountdown(pattern: RegExp): Promise<void> {
    let reading: string | null = null;
    await this.driver
      .wait(async () => {
        reading = await this.evaluate<string | null>(
          "const t = document.querySelector('[role=timer]'); return t ? t.textContent.trim() : null",
        );
        return reading !== null && pattern.test(reading);
      }, WAIT_MS)
      .catch(() => {
        throw new Error(`the countdown read ${JSON.stringify(reading)}, never ${pattern}`);
      });
  }

  async fill(label: string, value: string): Promise<void> {
    const field = await this.field(label);
    await field.clear();
    await field.sendKeys(value);
  }

  async waitForPath(pattern: RegExp): Promise<void> {
    await this.driver.wait(
      async () => pattern.test(new URL(await this.driver.getCurrentUrl()).pathname),
      WAIT_MS,
      `the path never matched ${pattern}`,
    );
    await this.picture();
  }

  /**
   * `npm run gallery` only (GALLERY_DIR set): the first sighting of each route in WebKit, saved as
   * docs/gallery/webkit/<route>.png beside Chromium's picture of it (scripts/gallery.js). `name`
   * is the file name of Chromium's picture, for a state the route's name does not tell; `now`
   * takes it at once, for a screen that is about to leave.
   */
  async picture(name?: string, { now = false } = {}): Promise<void> {
    const dir = process.env.GALLERY_DIR;
    if (!dir || !this.pictures) return;
    // One picture per route, whatever account /add-account/:accountNo shows (as Chromium's).
    const route =
      name ??
      (new URL(await this.driver.getCurrentUrl()).pathname
        .slice(1)
        .replace(/[/:]+/g, '-')
        .replace(/^add-account-.+/, 'add-account-accountNo') ||
        'root');
    const file = path.join(dir, 'webkit', `${route}.png`);
    if (fs.existsSync(file)) return;
    // The WebKit pictures stand beside Chromium's Thai ones: an English journey adds none.
    if ((await this.evaluate<string>('return document.documentElement.lang')) === 'en') return;
    if (now) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await this.driver.takeScreenshot(), 'base64');
      return;
    }
    // The screen has drawn once its heading is there and the self-hosted fonts have loaded.
    await this.driver
      .wait(
        async () => this.evaluate<boolean>("return document.fonts.status === 'loaded' && Boolean(document.querySelector('h1, h2'))"),
        5_000,
      )
      .catch(() => undefined);
    await this.finishedLoading(`/${route}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await this.driver.takeScreenshot(), 'base64');
  }

  /** Waits until no spinner or busy region is on the screen (e2e/support/busy-screen.ts), unless the screen is the wait itself. */
  private async finishedLoading(screen: string): Promise<void> {
    if (SCREENS_THAT_ARE_A_WAIT.has(new URL(await this.driver.getCurrentUrl()).pathname)) return;
    let busy: string[] = [];
    await this.driver
      .wait(async () => {
        busy = await this.evaluate<string[]>(`return (${busyIndicatorsNow.toString()})()`);
        return busy.length === 0;
      }, LOADED_WITHIN_MS)
      .catch(() => {
        throw stillLoadingError(screen, busy);
      });
  }

  async evaluate<T>(script: string): Promise<T> {
    return (await this.driver.executeScript(script)) as T;
  }
}

interface WebKitFixtures {
  lineUser: string;
  sandbox: SandboxControls;
  /** More MiniBrowser arguments for a test, such as `--time-zone=…` (the phone's zone). */
  browserArgs: string[];
  /** A script run on the host's origin before the app first starts there (storage set-up). */
  beforeAppStarts: string;
  phone: Phone;
}

export const test = base.extend<WebKitFixtures>({
  lineUser: async ({}, use) => use(`U-webkit-${randomUUID()}`),
  sandbox: freshSandbox,
  browserArgs: [[], { option: true }],
  beforeAppStarts: ['', { option: true }],
  phone: async ({ lineUser, sandbox, baseURL, browserArgs, beforeAppStarts }, use) => {
    void sandbox;
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen', ...browserArgs] },
    });
    const driver = await new Builder().usingServer(WEBDRIVER_URL).withCapabilities(capabilities).build();
    try {
      await driver.manage().window().setRect(PHONE);
      const inner = (await driver.executeScript('return [window.innerWidth, window.innerHeight]')) as [number, number];
      if (inner[0] !== PHONE.width || inner[1] !== PHONE.height) throw new Error(`the page is ${inner.join(' × ')}, not a phone's`);
      const base = baseURL ?? '';
      // The mock LIFF asks the sandbox for this user's ID token (shared-kernel start-liff): the
      // key is set on the host's origin before the app starts, as the Chromium suite's init script does.
      await driver.get(`${base}/runtime-config.json`);
      await driver.executeScript((user: string) => window.localStorage.setItem('sandboxLineUserId', user), lineUser);
      if (beforeAppStarts) await driver.executeScript(beforeAppStarts);
      await use(new Phone(driver, base, browserArgs.length === 0 && !beforeAppStarts));
    } finally {
      await driver.quit();
    }
  },
});

export { expect };

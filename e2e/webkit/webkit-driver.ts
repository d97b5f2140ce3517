import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's WebKitGTK (packages webkit2gtk-driver and xvfb, installed by .ci/run): WebKitWebDriver
// drives the MiniBrowser, which needs a display and has no headless mode (docs/browsers.md).
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBDRIVER_PORT = Number(process.env.WEBKIT_WEBDRIVER_PORT ?? 4444);
// The display follows the driver's port unless named, so runs given their own ports share nothing.
export const XVFB_DISPLAY = process.env.WEBKIT_DISPLAY ?? `:${WEBDRIVER_PORT}`;
export const WEBDRIVER_URL = `http://localhost:${WEBDRIVER_PORT}`;

async function waitUntilAnswers(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/status never answered`);
}

/** Xvfb and WebKitWebDriver, up until the returned stop is called. */
export async function startWebKitDriver(): Promise<() => Promise<void>> {
  for (const file of [WEBKIT_DRIVER, MINIBROWSER]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install webkit2gtk-driver xvfb (.ci/run)`);
  }
  const xvfb = spawn('Xvfb', [XVFB_DISPLAY, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  const driver = spawn(WEBKIT_DRIVER, [`--port=${WEBDRIVER_PORT}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: XVFB_DISPLAY },
  });
  await waitUntilAnswers(WEBDRIVER_URL, driver);
  return async () => {
    for (const child of [driver, xvfb]) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  };
}

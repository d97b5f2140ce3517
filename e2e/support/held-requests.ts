import type { Page } from '@playwright/test';

/**
 * Holds back every request of the page that matches `url` until the returned function is
 * called; then they go on to the server as they were.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Requests of the page whose path ends with `path`, counted as they leave the browser. */
export function countRequests(page: Page, path: string): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) sent++;
  });
  return () => sent;
}

import type { Request } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';

const REMOTE_PORTS = [APP_PORTS.registration, APP_PORTS.settings, APP_PORTS.statement];
const STAMP = '/stamp-consent-action?transactionReference=TX-1&status=ACCEPTED';
const isStampFrame = (request: Request) => {
  try {
    return request.frame().url().includes('/stamp-consent-action');
  } catch {
    return false;
  }
};

test('/stamp-consent-action inside the consent frame stores the result and marker for the page around it, draws nothing, calls no bank and loads no remote', async ({
  page,
}) => {
  // As in production: the consent provider's frame comes back to this page of ours, inside a page
  // of our origin (the only page the policy lets be framed, and only by our own pages), which
  // shares the frame's session storage. The page around it here is the landing.
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  const fromFrame: string[] = [];
  page.on('request', (request) => {
    if (isStampFrame(request)) fromFrame.push(request.url());
  });
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'consent';
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  }, STAMP);
  await expect
    .poll(() =>
      page.evaluate(() => [
        sessionStorage.getItem('consentGoNext'),
        sessionStorage.getItem('consentTransactionReference'),
        sessionStorage.getItem('consentStatus'),
      ]),
    )
    .toEqual(['goNext', 'TX-1', 'ACCEPTED']);
  const frame = page.frames().find((candidate) => candidate.url().includes('/stamp-consent-action'));
  await expect(frame!.locator('#root')).toBeEmpty();
  expect(frame!.url()).toContain(STAMP);
  const reached = fromFrame.map((url) => new URL(url));
  expect(reached.filter((url) => REMOTE_PORTS.includes(url.port)).map(String)).toEqual([]);
  expect(reached.filter((url) => url.pathname.includes('/api/') || url.pathname.includes('/__sandbox/')).map(String)).toEqual([]);
});

test('/stamp-consent-action opened as the whole page moves on to the consent page of the journey, and with no registration here on to the survey', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto(STAMP);
  await page.waitForURL((url) => url.pathname === '/survey');
  expect(visited).toContain('/consent-collection');
});

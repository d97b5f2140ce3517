import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';

const REMOTE_PORTS = [APP_PORTS.registration, APP_PORTS.settings, APP_PORTS.statement];

test('/stamp-consent-action stores the consent result and marker, draws nothing and loads no remote', async ({ page }) => {
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (REMOTE_PORTS.includes(port)) remoteScripts.push(request.url());
  });
  await page.goto('/stamp-consent-action?transactionReference=TX-1&status=ACCEPTED');
  await expect
    .poll(() =>
      page.evaluate(() => [
        sessionStorage.getItem('consentGoNext'),
        sessionStorage.getItem('consentTransactionReference'),
        sessionStorage.getItem('consentStatus'),
        // Read in the same breath: opened top-level the page moves on 100 ms later.
        sessionStorage.getItem('accessToken'),
      ]),
    )
    .toEqual(['goNext', 'TX-1', 'ACCEPTED', null]);
  expect(remoteScripts).toEqual([]);
});

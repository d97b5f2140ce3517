import { expect, test } from '../../support/fixtures';

test('/stamp-consent-action stores the consent result and marker, draws nothing and loads no remote', async ({
  page,
}) => {
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (['3001', '3002', '3003'].includes(port)) remoteScripts.push(request.url());
  });
  await page.goto('/stamp-consent-action?transactionReference=TX-1&status=ACCEPTED');
  await expect
    .poll(() =>
      page.evaluate(() => [
        sessionStorage.getItem('consentGoNext'),
        sessionStorage.getItem('consentTransactionReference'),
        sessionStorage.getItem('consentStatus'),
        // Read together: 100 ms later the page goes back to a consent page, which starts LIFF.
        sessionStorage.getItem('accessToken'),
      ]),
    )
    .toEqual(['goNext', 'TX-1', 'ACCEPTED', null]);
  expect(remoteScripts).toEqual([]);
});

import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { startOwnApp } from '../../support/own-app';
import { BANK_PREFIX } from '../../support/sandbox';
import { GENERIC_ERROR } from '../../../shared-kernel/src/core/errors/catalogue';

// A bank answer outside its contract gives the customer the generic popup; the bank's platform
// team learns of it from the page's report to the host's own collector (docs/deploying.md, "When
// the bank fails"). Its own copy of the app (HOST_PORT + 65 …), whose pages report to the host.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 65;
const HOST = `http://localhost:${OWN_BASE_PORT}`;

const log: Array<{ message?: string; report?: Record<string, unknown> }> = [];
let app: Awaited<ReturnType<typeof startOwnApp>>;

test.beforeAll(async () => {
  app = await startOwnApp(OWN_BASE_PORT, undefined, (record) => log.push(record), {
    runtimeConfig: { errorReportUrl: `${HOST}/client-reports` },
  });
});
test.afterAll(async () => {
  await app.close();
});

test.use({ lineUser: REGISTERED_LINE_USER });

test('a proxy’s page answered 200 for the settings check: the customer gets the popup, the host’s collector one report of where', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === `${BANK_PREFIX}/settings/check-pre-setting`,
    (route) =>
      route.fulfill({ status: 200, headers: { 'x-sandbox-forced': 'browser' }, contentType: 'text/html', body: '<html>gateway</html>' }),
  );
  await page.goto(`${HOST}/setting`);
  await expect(page.getByRole('alertdialog', { name: GENERIC_ERROR.title })).toBeVisible();

  // A batch leaves when the page is hidden.
  await page.goto('about:blank');
  const reports = () => log.filter((record) => record.message === 'client report').map((record) => record.report);
  await expect
    .poll(() => reports().filter((report) => report?.kind === 'bank-contract'))
    .toEqual([expect.objectContaining({ route: '/setting', bankPath: '/settings/check-pre-setting', field: '$', expected: 'Object' })]);
  expect(JSON.stringify(reports())).not.toContain('gateway');
});

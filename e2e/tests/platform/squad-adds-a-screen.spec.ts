import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { startOwnApp } from '../../support/own-app';
import { buildRemoteWithAddedScreen } from '../../support/remote-with-added-screen';

// Its own ports beside the suite's (HOST_PORT + 70 …): the statement remote is served from the copy built here.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 70;
const ADDED_ROUTE = '/added-screen';
const ADDED_HEADING = 'หน้าจอที่ทีมเพิ่มเอง';
let app: Awaited<ReturnType<typeof startOwnApp>>;
let added: ReturnType<typeof buildRemoteWithAddedScreen>;

test.use({ baseURL: `http://localhost:${OWN_BASE_PORT}` });

test.beforeAll(async () => {
  // A remote's production build takes a minute or two on a busy machine.
  test.setTimeout(300_000);
  added = buildRemoteWithAddedScreen('statement', ADDED_ROUTE);
  app = await startOwnApp(OWN_BASE_PORT, { statement: added.dist });
});
test.afterAll(async () => {
  await app?.close();
  added?.remove();
});

test('a screen added to a remote (its page and its line in pages.ts) is served after that remote’s build alone, with the host as it was built', async ({
  page,
}) => {
  await page.goto(ADDED_ROUTE);
  await expect(page.getByRole('heading', { name: ADDED_HEADING })).toBeVisible();
  // The remote's other routes are as they were.
  await page.goto('/success-statement');
  await expect(page.getByRole('heading', { name: 'ส่งคำขอรายการเดินบัญชีเรียบร้อยแล้ว' })).toBeVisible();
  // A LINE deep link to it is followed like any route of ours.
  await page.goto(`/?liff.state=${encodeURIComponent(ADDED_ROUTE)}`);
  await expect(page).toHaveURL(new RegExp(`${ADDED_ROUTE}$`));
  await expect(page.getByRole('heading', { name: ADDED_HEADING })).toBeVisible();
});

test('the suite’s own builds have no such screen: there its path is a blank page', async ({ page }) => {
  await page.goto(`http://localhost:${APP_PORTS.host}${ADDED_ROUTE}`);
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByRole('heading')).toHaveCount(0);
});

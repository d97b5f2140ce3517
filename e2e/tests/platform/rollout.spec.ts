import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { startOwnApp } from '../../support/own-app';
import { CUSTOMERS, fillInfo } from '../../support/registration-flow';
import { renamedRelease } from '../../support/renamed-release';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deployRelease } = require(path.join(__dirname, '..', '..', '..', 'server', 'deploy-release.js')) as {
  deployRelease(build: string, live: string, options?: { keep?: number; minAgeHours?: number }): { removed: string[] };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteBuild } = require(path.join(__dirname, '..', '..', '..', 'scripts', 'app-servers.js')) as {
  remoteBuild(name: string): string;
};

// Its own ports beside the suite's (HOST_PORT + 60 …): this spec redeploys a remote under it.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 60;
const REGISTRATION = `http://localhost:${OWN_BASE_PORT + 1}`;
const live = fs.mkdtempSync(path.join(os.tmpdir(), 'served-registration-'));
let app: Awaited<ReturnType<typeof startOwnApp>>;

test.use({ baseURL: `http://localhost:${OWN_BASE_PORT}` });

test.beforeAll(async () => {
  // The registration remote is served from a folder its deploys write into, as in production.
  deployRelease(remoteBuild('registration'), live);
  app = await startOwnApp(OWN_BASE_PORT, { registration: live });
});
test.afterAll(async () => {
  await app.close();
  fs.rmSync(live, { recursive: true, force: true });
});

test('[family:deploy-time-changes] a customer on the landing goes on to /info and /otp while the registration remote is redeployed with renamed chunks; a new visitor gets the new release', async ({
  page,
  browser,
}) => {
  const answers: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (response.url().startsWith(REGISTRATION)) answers.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/register');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  const terms = page.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' });
  await expect(terms).toContainText('ข้อกำหนดและเงื่อนไข');
  const entryBefore = await (await fetch(`${REGISTRATION}/remoteEntry.js`)).text();

  // The redeploy, under the running servers, while the customer reads the terms.
  const next = renamedRelease(remoteBuild('registration'));
  deployRelease(next.dir, live);
  const entryAfter = await (await fetch(`${REGISTRATION}/remoteEntry.js`)).text();
  expect(entryAfter).not.toBe(entryBefore);
  const requestedBefore = answers.length;

  // The page still holds the old entry: /info's chunk is asked for under its old name, and is there.
  await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await page.getByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข' }).check();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await fillInfo(page, CUSTOMERS.withoutKma);
  await expect(page).toHaveURL(/\/otp$/);
  const afterDeploy = answers.slice(requestedBefore);
  const oldChunks = afterDeploy.filter(({ url }) => [...next.renamed.keys()].some((hash) => url.includes(`.${hash}.`)));
  expect(oldChunks.length).toBeGreaterThan(0);
  expect(afterDeploy.filter(({ status }) => status !== 200)).toEqual([]);

  // A customer who opens the app now gets the new entry and the new chunks.
  const visitor = await browser.newPage();
  const visitorChunks: string[] = [];
  visitor.on('response', (response) => {
    if (response.url().startsWith(REGISTRATION) && /\.[0-9a-f]{8}\.js$/.test(response.url())) visitorChunks.push(response.url());
  });
  await visitor.goto(`http://localhost:${OWN_BASE_PORT}/register`);
  await visitor.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(visitor.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' })).toBeVisible();
  expect(visitorChunks.length).toBeGreaterThan(0);
  const newHashes = new Set(next.renamed.values());
  for (const url of visitorChunks)
    expect(
      [...newHashes].some((hash) => url.includes(`.${hash}.`)),
      url,
    ).toBe(true);
  await visitor.close();
});

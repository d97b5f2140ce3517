import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { startOwnApp } from '../../support/own-app';

// A customer's page started with one release of the registration remote; the squad deployed the
// next into the same folder while they were on it (a deployment without releases: a published
// version is never rewritten, docs/deploying.md). The page's container still names the terms
// page's chunk (the landing's, which holds it) by its old hash, which the deploy removed; the
// new remoteEntry.js names the new one (docs/deploy-contract.md, "Rollouts").
const NEW_RELEASE_HASH = 'a0b1c2d3';
const TERMS_CHUNK = /\/page-landing\.([0-9a-f]{8})\.js$/;
// Its own ports beside the suite's (HOST_PORT + 40 …), its remotes served from their build folders.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 40;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteBuild } = require(path.join(__dirname, '..', '..', '..', 'scripts', 'app-servers.js')) as {
  remoteBuild(name: string): string;
};

let app: Awaited<ReturnType<typeof startOwnApp>>;
test.beforeAll(async () => {
  app = await startOwnApp(OWN_BASE_PORT, { registration: remoteBuild('registration') });
});
test.afterAll(async () => {
  await app.close();
});

test('a page chunk gone in a deploy: ลองใหม่ fetches the new remote entry and the page comes, without a reload', async ({ page }) => {
  const registrationOrigin = `http://localhost:${OWN_BASE_PORT + 1}`;
  let oldChunkUrl: string | null = null;
  const freshEntries: string[] = [];

  await page.route(TERMS_CHUNK, async (route) => {
    const url = route.request().url();
    const hash = TERMS_CHUNK.exec(url)?.[1];
    if (!url.startsWith(registrationOrigin)) return route.continue();
    if (hash === NEW_RELEASE_HASH && oldChunkUrl) {
      // The new release's file: the same page under its new name.
      const chunk = await page.request.get(oldChunkUrl);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: await chunk.body() });
    }
    oldChunkUrl = url;
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await page.route(`${registrationOrigin}/**/remoteEntry.js?*`, async (route) => {
    const url = new URL(route.request().url());
    freshEntries.push(url.search);
    const oldHash = oldChunkUrl ? TERMS_CHUNK.exec(oldChunkUrl)?.[1] : undefined;
    const entry = await page.request.get(`${url.origin}${url.pathname}`);
    const body = (await entry.text()).split(oldHash ?? '\u0000').join(NEW_RELEASE_HASH);
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });

  await page.goto(app.url('/terms-and-conditions'));
  await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  expect(oldChunkUrl).not.toBeNull();

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
  expect(freshEntries).toEqual([expect.stringMatching(/^\?fresh=\w+$/)]);
  expect(navigations).toEqual([]);
});

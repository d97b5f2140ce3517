import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';

test.use({ lineUser: REGISTERED_LINE_USER });

const SINGLETONS = ['react', 'react-dom', 'react/jsx-runtime', 'react-router-dom', 'jotai', 'shared-kernel'];

test('host and remotes run on one React, one router, one jotai store and one kernel', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/setting');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();

  // The share scope each container's federation instance resolves its singletons from.
  const scope = await page.evaluate(() => {
    type Version = { from: string; loaded?: boolean };
    type Instance = { name: string; shareScopeMap: { default: Record<string, Record<string, Version>> } };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    return Object.fromEntries(
      instances.map((instance) => [
        instance.name,
        Object.fromEntries(
          Object.entries(instance.shareScopeMap.default).map(([pkg, versions]) => [
            pkg,
            Object.values(versions)
              .filter((v) => v.loaded)
              .map((v) => v.from),
          ]),
        ),
      ]),
    );
  });
  expect(Object.keys(scope).sort()).toEqual(['host', 'remote_registration', 'remote_settings']);
  for (const packages of Object.values(scope) as Array<Record<string, string[]>>) {
    for (const name of SINGLETONS) expect(packages[name], name).toEqual(['host']);
  }
});

test('an atom the host writes (feature flags) is the one a remote reads', async ({ page, sandbox }) => {
  await sandbox.setFeatureFlags({ enableSettingConsentManagement: true });
  await page.goto('/setting');
  await expect(page.getByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' })).toBeVisible();

  await sandbox.setFeatureFlags({ enableSettingConsentManagement: false });
  await page.reload();
  await expect(page.getByRole('button', { name: 'จัดการผลิตภัณฑ์และบัญชี' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' })).toHaveCount(0);
});

// The globals the host offers its runtime-core under: for today's remotes, under its Module
// Federation version, and for remotes of the previous release, with its bundler runtime
// (host/src/federation/runtime-plugins/provide-runtime-core-plugin.ts).
const HOST_OFFERS = ['__LKS_FEDERATION_RUNTIME_CORES__', '_FEDERATION_RUNTIME_CORE', '_FEDERATION_BUNDLER_RUNTIME'];
const OWN_RUNTIME_CORE = /\/own-runtime-core\.[0-9a-f]{8}\.js$/;

test('a remote takes the runtime-core the host offers under its own version and fetches no copy of its own', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/register');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
  expect(fetched.some((url) => url.includes('/remoteEntry.js'))).toBe(true);
  expect(fetched.filter((url) => OWN_RUNTIME_CORE.test(new URL(url).pathname))).toEqual([]);
});

test('a remote carries its own federation runtime: on a page that offers none it fetches its own from its folder and starts', async ({
  page,
}) => {
  await page.addInitScript((names) => {
    for (const name of names) {
      Object.defineProperty(window, name, { get: () => undefined, set: () => undefined, configurable: false });
    }
  }, HOST_OFFERS);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/register');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
  const entry = new URL(fetched.find((url) => url.includes('/remoteEntry.js')) ?? 'http://missing/');
  const own = fetched.map((url) => new URL(url)).filter((url) => OWN_RUNTIME_CORE.test(url.pathname));
  expect(own.map((url) => url.origin)).toEqual([entry.origin]);
  const offered = await page.evaluate((names) => names.map((name) => (window as unknown as Record<string, unknown>)[name]), HOST_OFFERS);
  expect(offered).toEqual([undefined, undefined, undefined]);
});

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

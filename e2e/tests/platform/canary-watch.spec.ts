import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';
import { startOwnApp } from '../../support/own-app';
import { renamedRelease } from '../../support/renamed-release';
import { rewriteChunk } from '../../support/rewritten-chunk';

const repository = path.join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const releaseCommands = require(path.join(repository, 'scripts', 'release', 'release.js')) as {
  run(args: string[], setting: object): Promise<string>;
  settingFrom(env: Record<string, string>): object;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { publish } = require(path.join(repository, 'scripts', 'release', 'publish.js')) as {
  publish(remote: string, where: { origin: string; build: string; packageName: string }): { version: string };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteBuild } = require(path.join(repository, 'scripts', 'app-servers.js')) as { remoteBuild(name: string): string };

// Its own ports beside the suite's (HOST_PORT + 80 …; its admin port + 85), its own static origin
// and manifest; the pages report to the host's own origin.
const OWN_BASE_PORT = Number(APP_PORTS.host) + 80;
const HOST = `http://localhost:${OWN_BASE_PORT}`;
const ADMIN = `http://localhost:${OWN_BASE_PORT + 5}`;
const ENTRY = /\/registration\/([^/]+)\/remoteEntry\.js$/;

let app: Awaited<ReturnType<typeof startOwnApp>>;
let setting: { origin: string; manifest: string };
const release = (...args: string[]) => releaseCommands.run(args, setting);

/**
 * The next release of the registration remote, whose landing page throws while drawing: the
 * same build, every chunk renamed, and the landing's render made to throw.
 */
function throwingRelease(): string {
  const renamed = renamedRelease(remoteBuild('registration'));
  const landing = fs.readdirSync(renamed.dir).find((name) => /^page-landing\.[0-9a-f]{8}\.js$/.test(name));
  if (!landing) throw new Error('no landing chunk in the registration build');
  const file = path.join(renamed.dir, landing);
  const drawn = fs.readFileSync(file, 'utf8');
  expect(drawn).toContain('"landing-styles"');
  rewriteChunk(renamed.dir, landing, drawn.replace('"landing-styles"', '(()=>{throw new Error("canary fault")})()||"landing-styles"'));
  const { version } = publish('registration', { origin: setting.origin, build: renamed.dir, packageName: 'remote-registration' });
  fs.rmSync(renamed.dir, { recursive: true, force: true });
  return version;
}

/** Opens /register and answers the registration version the host gave this page. */
async function versionOn(page: Page): Promise<string | undefined> {
  await page.goto(`${HOST}/register`);
  const config = await page.locator('#runtime-config').textContent();
  const entry = (JSON.parse(config ?? '{}') as { remotes?: Record<string, string> }).remotes?.registration ?? '';
  return ENTRY.exec(new URL(entry, HOST).pathname)?.[1];
}

test.beforeAll(async () => {
  app = await startOwnApp(OWN_BASE_PORT, undefined, undefined, {
    adminPort: OWN_BASE_PORT + 5,
    runtimeConfig: { errorReportUrl: `${HOST}/client-reports` },
  });
  setting = { ...releaseCommands.settingFrom(app.env), ...app.release! };
});
test.afterAll(async () => {
  await app.close();
});

test('with automatic rollback on, a canary that throws on render is refused promotion, rolled back, and status says when and why', async ({
  browser,
}) => {
  const live = (JSON.parse(fs.readFileSync(setting.manifest, 'utf8')) as { remotes: Record<string, { live: string }> }).remotes
    .registration!.live;
  const broken = throwingRelease();
  expect(await release('auto-rollback', 'registration', '10', '3')).toBe(
    "registration: a canary is rolled back when its error rate is above live's by more than 10 points after 3 page views",
  );
  expect(await release('canary', 'registration', broken, '100')).toBe(
    `registration: ${broken} for 100 % of devices, ${live} for the others`,
  );

  // Three customers open the app on the canary: each sees the Thai unavailable page, and the page
  // reports the error to the host's own origin when it is left.
  const context = await browser.newContext();
  const page = await context.newPage();
  for (let visit = 0; visit < 3; visit += 1) {
    await expect.poll(() => versionOn(page)).toBe(broken);
    await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
    await page.goto('about:blank');
  }
  const figures = async () =>
    ((await (await fetch(`${ADMIN}/canary-figures`)).json()) as { remotes: Record<string, Record<string, { errorReports: number }>> })
      .remotes.registration?.[broken]?.errorReports ?? 0;
  await expect.poll(figures).toBeGreaterThanOrEqual(3);

  const status = await release('status', '--host-admin', ADMIN);
  expect(status).toContain(`  canary ${broken}: `);
  expect(status).toMatch(/verdict: canary \d+\.\d % errors over \d+ page views, live 0\.0 % over \d+: more than 10 points above live/);
  // Promoting it now is refused on the same verdict, naming the way on.
  await expect(release('promote', 'registration', '--host-admin', ADMIN)).rejects.toThrow(
    new RegExp(
      `^registration canary ${broken} fails automatic rollback's rule \\(canary \\d+\\.\\d % errors over \\d+ page views, live 0\\.0 % over \\d+: more than 10 points above live\\): the watch would roll it back; to make it live for every device all the same, npm run release -- promote registration --despite-verdict$`,
    ),
  );

  expect(await release('watch', '--once', '--host-admin', ADMIN)).toMatch(
    new RegExp(`registration canary ${broken}: rolled back \\(canary`),
  );
  const after = await release('status', '--host-admin', ADMIN);
  expect(after).toContain(`registration: live ${live}\n`);
  expect(after).toMatch(
    new RegExp(
      `\\n  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z rollback registration ${live} \\(automatic: canary \\d+\\.\\d % errors over \\d+ page views, live 0\\.0 % over \\d+: more than 10 points above live\\)`,
    ),
  );

  // The next page load is on the live version again, and draws.
  await expect.poll(() => versionOn(page)).toBe(live);
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  await context.close();
});

import { expect, test } from '../support/fixtures';

// The composition the deploy contract forbids (docs/deploy-contract.md, "The one ordered step"):
// a host moved to the next Module Federation patch while remotes of the release in production,
// which borrow the host's bundler runtime of their own version only, are still deployed. Their
// routes cannot run; the customer must get the unavailable page and the bank one event.
test('remotes of the release in production on a host moved to another federation version: the unavailable page, and one event naming the remote and the version the host lends', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();

  // The page is drawn as the error boundary catches; its report follows in the same commit's effects.
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'remote_unavailable',
      ),
    );
  await expect.poll(events).toHaveLength(1);
  expect(await events()).toEqual([
    expect.objectContaining({
      remote: 'registration',
      remoteVersion: 'unknown',
      missing: expect.stringMatching(/refused the bundler runtime the host lends Module Federation \d+\.\d+\.\d+/) as unknown,
    }),
  ]);
  expect(consoleErrors.filter((line) => line.includes('[federation] remote_unavailable'))).toHaveLength(1);
});

import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';

// `?sandboxFault=render` makes a global overlay throw while drawing. The overlay is mounted only
// when the runtime config mocks LIFF, which a production config is refused for (start-up guard),
// so the fault cannot be reached in production; the unit tests cover a throwing host page.
test('an overlay that throws while drawing shows the Thai error page with a way back, never a white screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/register?sandboxFault=render');

  await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
  await expect(page.getByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งภายหลัง')).toBeVisible();
  await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
  expect(errors.some((text) => text.includes('sandbox fault'))).toBe(true);

  await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  await expect(page).toHaveURL(/\/register$/);
});

test('a render error is reported once to the runtime config’s errorReportUrl, with its route, remote and release and no personal data', async ({
  page,
  request,
}) => {
  const reportsUrl = `http://localhost:${APP_PORTS.sandbox}/__sandbox/client-reports?kind=error-boundary`;
  await page.goto('/register?sandboxFault=render');
  await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
  // A batch leaves when the page is hidden (or after a few seconds).
  await page.goto('about:blank');
  await expect.poll(async () => ((await (await request.get(reportsUrl)).json()) as { reports: unknown[] }).reports.length).toBe(1);
  const { reports } = (await (await request.get(reportsUrl)).json()) as { reports: Array<Record<string, unknown>> };
  expect(reports[0]).toMatchObject({ kind: 'error-boundary', route: '/register', remote: 'registration' });
  expect(String(reports[0]!.message)).toContain('sandbox fault');
  expect(reports[0]!.release).toEqual(expect.any(String));
  const sent = JSON.stringify(reports.map(({ receivedAt: _receivedAt, ...report }) => report));
  expect(sent).not.toMatch(/\d{9,}|@|eyJ|sandboxFault=/);
});

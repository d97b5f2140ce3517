import { expect, test } from '../../support/fixtures';
import { APP_PORTS } from '../../support/app-ports';

test('the registration landing is drawn by remote-registration inside the host', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).port);
  });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // The heading comes with the HTML; the landing is the remote's once its button is live.
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  expect(scripts).toContain(APP_PORTS.host);
  expect(scripts).toContain(APP_PORTS.registration);
  // Only the remote that owns the route is fetched.
  expect(scripts).not.toContain(APP_PORTS.settings);
  expect(scripts).not.toContain(APP_PORTS.statement);

  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});

test('the layout keeps to 450 px on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  const width = await page.locator('#root').evaluate((root) => root.getBoundingClientRect().width);
  expect(width).toBe(450);
});

test('/general-error is the host’s Thai error page with back to chat', async ({ page }) => {
  await page.goto('/general-error');
  await expect(page.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
  await expect(page.getByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งภายหลัง')).toBeVisible();
  await expect(page.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
});

test('an unknown path is a blank white page', async ({ page }) => {
  await page.goto('/nope');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).toBeEmpty();
  expect(await page.locator('body').innerText()).toBe('');
});

test('/ forwards to registration by default and honours a LIFF deep link to one of our routes', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/?liff.state=%2Fgeneral-error');
  await expect(page).toHaveURL(/\/general-error$/);
  await page.goto('/?liff.state=https%3A%2F%2Fevil.example%2Fsteal');
  await expect(page).toHaveURL(/\/register$/);
});

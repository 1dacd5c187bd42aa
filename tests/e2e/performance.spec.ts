import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

/** The JavaScript budget of the sign-in page: 170 KB after gzip. */
const LOGIN_BUDGET_BYTES = 170 * 1024;

test('the sign-in page stays within its JavaScript budget and leaves zxcvbn out', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const bodies = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).body()),
  );
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  test.info().annotations.push({
    type: 'login-initial-js-gzip',
    description: `${(gzipped / 1024).toFixed(1)} KB in ${scripts.length} files`,
  });
  expect(gzipped).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  expect(bodies.some((body) => body.toString('utf8').includes('zxcvbn'))).toBe(false);
});

test('each module page is its own chunk, loaded when opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((url) => /StatusPage-/.test(url))).toBe(false);
  expect(scripts.some((url) => /SignedInApp-/.test(url))).toBe(false);
});

test('the console runs under the server content security policy without violations', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const answer = await page.goto('/login');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  await page.getByLabel(/^E-mail/).fill('admin@example.com');
  await page.getByLabel(/^Password/).fill('console-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto('/platform');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/settings/user');
  await expect(page.getByRole('heading', { name: 'User configuration' })).toBeVisible();
  expect(problems).toEqual([]);
});

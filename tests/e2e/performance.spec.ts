import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { collectPageErrors, expect, signIn, test } from './support/fixtures';

/** The JavaScript budget of the sign-in page: 170 KB after gzip. */
const LOGIN_BUDGET_BYTES = 170 * 1024;
/** The JavaScript budget of a signed-in start on the Heartbeat overview: 240 KB after gzip. */
const OVERVIEW_BUDGET_BYTES = 240 * 1024;

/** The scripts the page loads from now on, gzipped, once the network is idle. */
function gzippedScripts(page: Page): () => Promise<{ bytes: number; bodies: Buffer[] }> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(
      scripts.map(async (url) => (await page.request.get(url)).body()),
    );
    const bytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { bytes, bodies };
  };
}

test('the sign-in page stays within its JavaScript budget and leaves zxcvbn out', async ({
  page,
}) => {
  const measure = gzippedScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const { bytes: gzipped, bodies } = await measure();
  test.info().annotations.push({
    type: 'login-initial-js-gzip',
    description: `${(gzipped / 1024).toFixed(1)} KB in ${bodies.length} files`,
  });
  expect(gzipped).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  expect(bodies.some((body) => body.toString('utf8').includes('zxcvbn'))).toBe(false);
});

test("a signed-in start on the overview stays within its JavaScript budget: no list table's code", async ({
  page,
}) => {
  await signIn(page, 'operator@example.com');
  await page.goto('/heartbeat');
  await expect(page.getByTestId('traffic-totals')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const measure = gzippedScripts(page);
  await page.reload();
  await expect(page.getByTestId('traffic-totals')).toBeVisible();
  const { bytes, bodies } = await measure();
  test.info().annotations.push({
    type: 'overview-initial-js-gzip',
    description: `${(bytes / 1024).toFixed(1)} KB in ${bodies.length} files`,
  });
  expect(bytes).toBeLessThanOrEqual(OVERVIEW_BUDGET_BYTES);
  // The virtual table (and its row drawer) is for the list pages, loaded with them.
  expect(bodies.some((body) => body.toString('utf8').includes('getVirtualItems'))).toBe(false);
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
  const problems = collectPageErrors(page);
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

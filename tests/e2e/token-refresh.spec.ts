import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { test as base, expect, signIn, tokenLifeLeft } from './support/fixtures';

// Tokens live 330 s: 30 s after sign-in they are less than 5 minutes from expiry.
const TOKEN_TTL_SECONDS = 330;
/** The console refreshes a token this close to its expiry (REFRESH_THRESHOLD_MS). */
const REFRESH_THRESHOLD_SECONDS = 300;

/** This spec's own server, whose access tokens are short-lived. */
const test = base.extend<object, { shortLivedServer: RunningServer }>({
  shortLivedServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shortLivedServer }, use) => use(shortLivedServer.baseUrl),
});

function isTokenCall(url: string, body: string | null, grant: string) {
  return (
    url.endsWith('/api/identity/authentication/token') &&
    (body ?? '').includes(`grant_type=${grant}`)
  );
}

async function refreshMany(page: Page, times: number) {
  for (let i = 0; i < times; i += 1) {
    await page.getByRole('button', { name: 'Refresh now' }).click();
  }
}

test('two tabs making many requests near expiry refresh the token exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const refreshCalls: string[] = [];
  context.on('request', (request) => {
    if (isTokenCall(request.url(), request.postData(), 'refresh_token'))
      refreshCalls.push(request.url());
  });

  await signIn(page, 'operator@example.com');
  await page.goto('/platform');
  const second = await context.newPage();
  await second.goto('/platform');
  await expect(second.getByRole('heading', { name: 'Platform status' })).toBeVisible();
  const tokenBefore = await page.evaluate(() => localStorage.getItem('console.auth'));
  expect(refreshCalls).toHaveLength(0);

  // The token comes within the refresh threshold of its expiry: the next request refreshes it.
  await expect
    .poll(() => tokenLifeLeft(page), {
      timeout: (TOKEN_TTL_SECONDS - REFRESH_THRESHOLD_SECONDS + 10) * 1000,
    })
    .toBeLessThan(REFRESH_THRESHOLD_SECONDS - 0.5);
  expect(refreshCalls).toHaveLength(0);

  const statusCalls = (p: Page) =>
    p.waitForResponse((r) => r.url().endsWith('/api/platform/status') && r.status() === 200);
  const settled = Promise.all([statusCalls(page), statusCalls(second)]);
  await Promise.all([refreshMany(page, 5), refreshMany(second, 5), second.reload(), page.reload()]);
  await settled;
  await expect(page.getByRole('table')).toBeVisible();
  await expect(second.getByRole('table')).toBeVisible();
  await refreshMany(page, 3);
  await refreshMany(second, 3);
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeEnabled();

  expect(refreshCalls).toHaveLength(1);
  const tokenAfter = await page.evaluate(() => localStorage.getItem('console.auth'));
  expect(tokenAfter).not.toEqual(tokenBefore);
  // Both tabs are still signed in with the new token.
  await expect(page).toHaveURL(/\/platform/);
  await expect(second).toHaveURL(/\/platform/);
});

import type { Page } from '@playwright/test';
import { startSwitchingProxy, type ApiOutage } from './support/deploy';
import { expect, logOut, signIn, submitSignIn, test, tokenLifeLeft } from './support/fixtures';
import {
  goOffline,
  OFFLINE_NOTE,
  persistedKeys,
  storedEverything,
  waitForPersisted,
  waitForServiceWorker,
} from './support/pwa';
import { startServer } from './support/server';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const STATUS_KEY = '["platform","status"]';

const isStatusAnswer = (url: string) => url.endsWith('/api/platform/status');

/**
 * Signs in, opens the status page and waits until the page works offline; `base` is
 * another origin to reach the console at (a proxy in front of the server).
 */
async function openStatusOnline(page: Page, email: string, base = '') {
  await page.goto(`${base}/login`);
  await submitSignIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto(`${base}/platform`);
  await expect(page.getByRole('table')).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersisted(page, STATUS_KEY);
}

test('offline, the status page renders from the cache with the banner and its fetched-at time', async ({
  page,
  context,
}) => {
  await openStatusOnline(page, 'operator@example.com');

  await goOffline(page, context);

  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(/^You are offline, showing data from \d/);
  const refresh = page.getByRole('button', { name: 'Refresh now', exact: true });
  await expect(refresh).toBeDisabled();
  await expect(refresh).toHaveAccessibleDescription(OFFLINE_NOTE);
  await expect(page.getByRole('note')).toHaveText(OFFLINE_NOTE);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Platform status' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(banner).toContainText('showing data from');
  await expect(page.getByTestId('fetched-at')).toHaveText(/^Data fetched \d/);
  await expect(page.getByRole('contentinfo')).toContainText('Nordkraft');
  await expect(refresh).toBeDisabled();
  await expect(page.getByRole('note')).toHaveText(OFFLINE_NOTE);

  // Back online, the page fetches again within a few seconds.
  const refetched = page.waitForResponse((r) => isStatusAnswer(r.url()) && r.ok(), {
    timeout: 8000,
  });
  await context.setOffline(false);
  await refetched;
  await expect(banner).toHaveCount(0);
  await expect(refresh).toBeEnabled();
});

test.describe('with the server down', () => {
  // Access tokens live 8 s: the one stored has expired by the time the server is back.
  const TOKEN_TTL_SECONDS = 8;

  test('the console starts from the cache and refreshes the expired token when the server returns', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
    const proxy = await startSwitchingProxy(server.baseUrl, server.baseUrl, server.baseUrl);
    try {
      await openStatusOnline(page, 'operator@example.com', proxy.baseUrl);

      proxy.setApiDown(true);
      const tokenBefore = await page.evaluate(() => localStorage.getItem('console.auth'));
      await expect
        .poll(() => tokenLifeLeft(page), { timeout: (TOKEN_TTL_SECONDS + 10) * 1000 })
        .toBeLessThan(0);
      await page.reload();
      // User, role, organization, features and configuration come back from the cache.
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Nordkraft');
      await expect(page.getByRole('contentinfo')).toContainText('Operator');
      await expect(page.getByTestId('offline-banner')).toHaveText(
        /^The server cannot be reached, showing data from \d/,
        { timeout: 15_000 },
      );
      // The console asks the server again every few seconds: no answer is no sign-out.
      await page.waitForEvent('requestfailed', {
        predicate: (request) => request.url().endsWith('/api/health'),
        timeout: 15_000,
      });
      await expect(page).toHaveURL(/\/platform/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

      const refreshed = page.waitForResponse(
        (r) =>
          r.url().endsWith('/authentication/token') &&
          (r.request().postData() ?? '').includes('grant_type=refresh_token') &&
          r.ok(),
        { timeout: 10_000 },
      );
      const refetched = page.waitForResponse((r) => isStatusAnswer(r.url()) && r.ok(), {
        timeout: 10_000,
      });
      proxy.setApiDown(false);
      await refreshed;
      await refetched;
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
      await expect(page).toHaveURL(/\/platform/);
      expect(await page.evaluate(() => localStorage.getItem('console.auth'))).not.toEqual(
        tokenBefore,
      );
    } finally {
      await proxy.stop();
      await server.stop();
    }
  });
});

test.describe('with the server unreachable while the browser is online', () => {
  // Access tokens live 20 s: a reload for each outage with the token live, then two each
  // once it has expired, all on one server and one sign-in.
  const TOKEN_TTL_SECONDS = 20;
  const HTML_PAGE = '<!doctype html><html><body><h1>Sign in to the guest Wi-Fi</h1></body></html>';
  const outages: [string, ApiOutage][] = [
    ['connections are refused', 'refused'],
    ...[502, 503, 504].map((status): [string, ApiOutage] => [
      `a proxy answers ${status}`,
      { status, contentType: 'text/html', body: `<html><body>${status}</body></html>` },
    ]),
    [
      'a captive portal answers with its page',
      { status: 200, contentType: 'text/html', body: HTML_PAGE },
    ],
  ];

  /** Reloads and expects the cached page with the "cannot be reached" banner, signed in. */
  async function expectCachedPageAfterReload(page: Page) {
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Operator');
    await expect(page.getByTestId('offline-banner')).toHaveText(
      /^The server cannot be reached, showing data from \d/,
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL(/\/platform/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  }

  test('whatever the outage, every reload shows the cached page, with a live or an expired token, and the console recovers', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
    const proxy = await startSwitchingProxy(server.baseUrl, server.baseUrl, server.baseUrl);
    try {
      await openStatusOnline(page, 'operator@example.com', proxy.baseUrl);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);

      for (const [name, outage] of outages) {
        await test.step(`${name}, the access token still live`, async () => {
          proxy.setApiOutage(outage);
          await expectCachedPageAfterReload(page);
        });
      }

      // The access token expires while the server cannot be reached: still no sign-out.
      await expect
        .poll(() => tokenLifeLeft(page), { timeout: (TOKEN_TTL_SECONDS + 10) * 1000 })
        .toBeLessThan(0);
      for (const [name, outage] of outages) {
        await test.step(`${name}, the access token expired`, async () => {
          proxy.setApiOutage(outage);
          for (let reload = 0; reload < 2; reload += 1) await expectCachedPageAfterReload(page);
        });
      }

      // The server is back: the token is refreshed, the page fetched, the banner gone.
      proxy.setApiOutage(null);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
      await expect.poll(() => tokenLifeLeft(page), { timeout: 20_000 }).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/platform/);
      await expect(page.getByRole('table')).toBeVisible();
    } finally {
      await proxy.stop();
      await server.stop();
    }
  });
});

test('offline, user configuration stays usable; the login e-mail draft survives a reload', async ({
  page,
  context,
}) => {
  await signIn(page, 'monitor@example.com');
  await page.goto('/settings/user');
  await waitForServiceWorker(page);
  const theme = page.locator('select[name="theme"]');
  await expect(theme).toHaveValue('dark');
  await waitForPersisted(page, '"configuration"');

  // Offline a change applies at once and is saved when the server answers (issue 32; the
  // change itself: site-visit.spec.ts).
  await context.setOffline(true);
  await expect(theme).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User configuration' })).toBeVisible();
  await expect(theme).toHaveValue('dark');
  await expect(theme).toBeEnabled();

  await context.setOffline(false);

  await logOut(page);
  await page.getByLabel(/^E-mail/).fill('someone@example.com');
  await page.reload();
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('someone@example.com');
});

test('signing out offline removes every byte of the user data in every tab', async ({
  page,
  context,
}) => {
  await openStatusOnline(page, 'operator@example.com');
  const me = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('console.auth') ?? '{}') as {
      token: string;
    };
    const answer = await fetch('/api/identity/users/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await answer.json()) as {
      userId: number;
      email: string;
      name: string;
      roles: { organizationDetails: { name: string; shortName: string } }[];
    };
  });
  await page.goto('/settings/user');
  await expect(page.locator('select[name="theme"]')).toBeEnabled();
  const other = await context.newPage();
  await other.goto('/platform');
  await expect(other.getByRole('table')).toBeVisible();
  await waitForPersisted(page, '"configuration"');
  const secrets = [
    me.email,
    me.name,
    `"userId":${me.userId}`,
    `u${me.userId}.o`,
    ...me.roles.flatMap((role) => [
      role.organizationDetails.name,
      role.organizationDetails.shortName,
    ]),
  ];
  expect(await storedEverything(page)).toContain(me.email);

  await context.setOffline(true);
  await logOut(page);
  await expect(other).toHaveURL(/\/login$/);

  for (const tab of [page, other]) {
    await expect
      .poll(async () => {
        const stored = (await storedEverything(tab)).split('\n');
        // The places still holding a secret, shortened, so a failure says where.
        return stored
          .filter((line) => secrets.some((secret) => line.includes(secret)))
          .map((line) => line.slice(0, 160));
      })
      .toEqual([]);
  }
  expect(await persistedKeys(page)).toEqual([]);
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames.every((name) => /^console-(precache|assets|config)/.test(name))).toBe(true);
  // The next person on this device starts from an empty sign-in form.
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('');
  await context.setOffline(false);
});

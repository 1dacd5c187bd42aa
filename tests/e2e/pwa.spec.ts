import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { makeNextBuild, startSwitchingProxy } from './support/deploy';
import { expect, signIn, test } from './support/fixtures';
import { waitForServiceWorker } from './support/pwa';
import { startServer } from './support/server';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the manifest and the service worker register, and Chromium finds the app installable', async ({
  baseURL,
}) => {
  // An incognito-like context always reports "in-incognito": use a real profile folder.
  const profile = await mkdtemp(path.join(tmpdir(), 'console-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--no-first-run', '--disable-component-update'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/login`);
    await waitForServiceWorker(page);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(`${baseURL}${manifestHref}`)).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Connect',
      display: 'standalone',
      start_url: '/',
    });
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose }));
      }
    }
    // A theme colour for each system scheme.
    await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveCount(1);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('precaches the shell and every translation, so another language works offline', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('console-precache'));
    const cache = await caches.open(name ?? '');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(precached).toContain('/index.html');
  expect(precached.some((url) => /\/assets\/index-.*\.js$/.test(url))).toBe(true);
  // Each translation in parts: the core one and one per module.
  for (const locale of ['no', 'fr', 'zh', 'dk']) {
    for (const part of ['core', 'heartbeat', 'platform', 'settings']) {
      const file = new RegExp(`/assets/${locale}-${part}-[\\w-]+\\.js$`);
      expect(precached.some((url) => file.test(url))).toBe(true);
    }
  }

  await context.setOffline(true);
  await page.evaluate(() => localStorage.setItem('console.locale', '"fr"'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connectez-vous à votre compte' })).toBeVisible();
  // Offline, a navigation anywhere gets the shell.
  await page.goto('/platform');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  await context.setOffline(false);
  await page.evaluate(() => localStorage.removeItem('console.locale'));
});

test('a new build is offered with a reload prompt, never forced', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const nextBuild = await makeNextBuild('next');
  const nextServer = await startServer({ DIST_DIR: nextBuild.dir });
  const proxy = await startSwitchingProxy(baseURL!, baseURL!, nextServer.baseUrl);
  try {
    // Notes what the page tells its service workers: "skip waiting" is the user's go only.
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      (window as unknown as { workerMessages: unknown[] }).workerMessages = sent;
      const post = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args) {
        sent.push(args[0]);
        return post.apply(this, args as Parameters<typeof post>);
      } as typeof post;
    });
    await page.goto(`${proxy.baseUrl}/login`);
    await waitForServiceWorker(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    proxy.deploy();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Connect is available.' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Offered, not forced: the new worker waits, nothing told it to take over, and the page
    // was not reloaded behind the user's back.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting?.state,
          controlledByActive: navigator.serviceWorker.controller === registration?.active,
          sent: (window as unknown as { workerMessages: unknown[] }).workerMessages,
          stillHere: (window as unknown as { stillHere?: boolean }).stillHere,
        };
      }),
    ).toEqual({ waiting: 'installed', controlledByActive: true, sent: [], stillHere: true });
    await expect(page.locator('meta[name="console-build"]')).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="console-build"]')).toHaveAttribute('content', 'next');
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBeUndefined();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    await proxy.stop();
    await nextServer.stop();
    await nextBuild.remove();
  }
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a lazy chunk gone after a deploy reloads the page once instead of breaking it', async ({
    page,
  }) => {
    let failed = 0;
    // The signed-in shell's chunk (build/startChunks.ts), loaded once someone is signed in.
    await page.route(/\/assets\/signed-in-[^/]+\.js$/, async (route) => {
      if (failed === 0) {
        failed += 1;
        await route.fulfill({ status: 404, body: 'gone' });
      } else {
        await route.continue();
      }
    });
    await signIn(page, 'monitor@example.com');
    expect(failed).toBe(1);
    expect(
      await page.evaluate(() => sessionStorage.getItem('console.staleChunkReloadAt')),
    ).not.toBeNull();
  });
});

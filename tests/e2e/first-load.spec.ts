import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { goOffline, waitForPersisted, waitForServiceWorker } from './support/pwa';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The ids of the messages of the modules' pages (their names in the menu aside). */
const moduleMessageIds = Object.keys(
  JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as object,
).filter((id) => /^(heartbeat|platform|settings)\./.test(id) && !/\.(title|name)$/.test(id));

/** The scripts a page requests, as they arrive. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

const TRANSLATION = /\/assets\/(no|fr|zh|dk)-([a-z]+)-[\w-]+\.js$/;

test('the sign-in page loads no message catalogue: English is in the code', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => TRANSLATION.test(url))).toEqual([]);
  const bodies = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).text()),
  );
  expect(moduleMessageIds.length).toBeGreaterThan(100);
  const found = moduleMessageIds.filter((id) => bodies.some((body) => body.includes(`"${id}"`)));
  expect(found).toEqual([]);
});

test("in another language the sign-in page loads the core of the translation, no module's part", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('console.locale', '"fr"'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connectez-vous à votre compte' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const parts = scripts.flatMap((url) => {
    const match = TRANSLATION.exec(url);
    return match ? [`${match[1]}-${match[2]}`] : [];
  });
  // Which parts, not how many times: once, in a CI run, the core was recorded twice among the
  // answers (why was not found: the run's trace was not kept). No module's part is what this
  // test guards.
  expect([...new Set(parts)]).toEqual(['fr-core']);
  await page.evaluate(() => localStorage.removeItem('console.locale'));
});

/** Changing the language saves it (spec 2.4). */
async function saveLocale(page: Page, locale: string) {
  await page.goto('/settings/user');
  const select = page.locator('select[name="locale"]');
  await expect(select).toBeEnabled();
  if ((await select.inputValue()) === locale) return;
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/configuration\/\d+$/.test(r.url()),
  );
  await select.selectOption(locale);
  expect((await saved).status()).toBe(200);
}

test("offline, a module's pages show in the chosen language after a reload, also one not opened online", async ({
  page,
  context,
}) => {
  await signIn(page, 'operator@example.com');
  await saveLocale(page, 'fr');
  await page.goto('/platform');
  await expect(page.getByRole('heading', { name: 'État de la plateforme' })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersisted(page, '["platform","status"]');

  await goOffline(page, context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'État de la plateforme' })).toBeVisible();
  // The settings module's translation was never fetched online: the worker precached it.
  await page.goto('/settings/user');
  await expect(page.getByText("Choisissez l'apparence de Connect", { exact: false })).toBeVisible();

  await context.setOffline(false);
  await saveLocale(page, 'en');
  await expect(page.getByRole('heading', { name: 'User configuration' })).toBeVisible();
});

import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** Changing a setting saves it (spec 2.4): each change waits for its save. */
async function saveUserConfiguration(page: Page, values: { theme?: string; locale?: string }) {
  await page.goto('/settings/user');
  for (const [name, value] of Object.entries(values)) {
    const select = page.locator(`select[name="${name}"]`);
    await expect(select).toBeEnabled();
    if ((await select.inputValue()) === value) continue;
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/configuration\/\d+$/.test(r.url()),
    );
    await select.selectOption(value);
    expect((await saved).status()).toBe(200);
  }
}

const LOCALES = [
  { locale: 'no', lang: 'nb', heading: 'Brukerkonfigurasjon', logout: 'Logg ut' },
  { locale: 'fr', lang: 'fr', heading: 'Configuration utilisateur', logout: 'Se déconnecter' },
  { locale: 'zh', lang: 'zh-Hans', heading: '用户配置', logout: '退出登录' },
  { locale: 'dk', lang: 'da', heading: 'Brugerkonfiguration', logout: 'Log ud' },
  { locale: 'en', lang: 'en', heading: 'User configuration', logout: 'Log out' },
];

test.describe('user configuration', () => {
  test('switching to each locale changes the texts', async ({ page }) => {
    await signIn(page, 'deployer@example.com');
    for (const { locale, lang, heading, logout } of LOCALES) {
      await saveUserConfiguration(page, { locale });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('button', { name: logout })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });

  test('a translated locale stays after a reload and loads as its own file', async ({ page }) => {
    await signIn(page, 'monitor@example.com');
    await saveUserConfiguration(page, { locale: 'fr' });
    const translation = page.waitForResponse((r) => /\/assets\/fr-[\w-]+\.js$/.test(r.url()));
    await page.reload();
    await translation;
    await expect(page.getByRole('heading', { name: 'Configuration utilisateur' })).toBeVisible();
    // The sign-in page keeps the last language.
    await saveUserConfiguration(page, { locale: 'en' });
    await expect(page.getByRole('heading', { name: 'User configuration' })).toBeVisible();
  });

  test('themes: dark by default, light, and auto following the system', async ({ page }) => {
    const html = page.locator('html');
    await page.goto('/login');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await signIn(page, 'billing@example.com');
    await saveUserConfiguration(page, { theme: 'light' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.goto('/platform');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await saveUserConfiguration(page, { theme: 'auto' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    await saveUserConfiguration(page, { theme: 'dark' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

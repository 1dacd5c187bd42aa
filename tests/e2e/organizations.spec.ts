import { expect, signIn, test } from './support/fixtures';

test.describe('organizations and roles', () => {
  test('a user with several roles switches organization from the footer', async ({ page }) => {
    await signIn(page, 'multi@example.com');
    await expect(page).toHaveURL(/organization=nordkraft/);
    const switcher = page.getByRole('contentinfo').getByRole('button');
    await expect(switcher).toContainText('Operator');
    await expect(switcher).toBeEnabled();

    const featuresLoaded = page.waitForResponse((r) =>
      /\/api\/config\/v2\/3\/features$/.test(r.url()),
    );
    const configurationLoaded = page.waitForResponse((r) =>
      /\/api\/config\/v1\/3\/configuration\/\d+$/.test(r.url()),
    );
    await switcher.click();
    await page.getByRole('menuitem', { name: /Monitor/ }).click();
    await featuresLoaded;
    await configurationLoaded;
    await expect(page).toHaveURL(/organization=fjordnett/);
    // Fjordnett's configuration speaks Danish: the new organization's configuration applies.
    await expect(switcher).toContainText('Fjordnett · Overvåger');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');

    // The stored role is used when the URL names no organization.
    await page.goto('/platform');
    await expect(page).toHaveURL(/organization=fjordnett/);
    await expect(switcher).toContainText('Fjordnett');
  });

  test('the organization query parameter selects the active organization', async ({ page }) => {
    await signIn(page, 'multi@example.com');
    await page.goto('/settings/user?organization=fjordnett');
    const switcher = page.getByRole('contentinfo').getByRole('button');
    await expect(switcher).toContainText('Fjordnett');
    await page.goto('/settings/user?organization=nordkraft');
    await expect(switcher).toContainText('Nordkraft Energi · Operator');
    // An organization the user has no role in is replaced by the active one.
    await page.goto('/platform?organization=owner');
    await expect(page).toHaveURL(/organization=nordkraft/);
  });

  test('the switcher is disabled for a user with one role', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await expect(page.getByRole('contentinfo').getByRole('button')).toBeDisabled();
  });
});

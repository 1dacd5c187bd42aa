import { expect, signIn, test } from './support/fixtures';

test.describe('navigation', () => {
  test('an unknown path says the page could not be found and offers the menu', async ({ page }) => {
    await signIn(page, 'monitor@example.com');
    // Close the menu, then find the way back through the not-found page.
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'The page could not be found.' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Status' }).click();
    await expect(page.getByRole('heading', { name: 'Platform status' })).toBeVisible();
  });

  test('the menu keeps its collapsed state and sub-menu state across reloads', async ({ page }) => {
    await signIn(page, 'monitor@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'User configuration' })).toBeVisible();
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link', { name: 'User configuration' })).toBeHidden();
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Status' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'User configuration' })).toBeHidden();
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link', { name: 'User configuration' })).toBeVisible();
  });

  test('menu links carry only the date and offset query parameters', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/platform?organization=nordkraft&fromDate=1&toDate=2&flowId=x&offset=5');
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
      name: 'User configuration',
    });
    await expect(link).toHaveAttribute('href', '/settings/user?fromDate=1&toDate=2&offset=5');
  });

  test('the module selector lists the modules of the organization', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.getByRole('button', { name: 'Choose module' }).click();
    const items = page.getByRole('menuitem');
    await expect(items.filter({ hasText: 'Heartbeat' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Platform' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Settings' })).toHaveCount(1);
    await items.filter({ hasText: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/user/);
  });

  test('the settings overview is for admins; others land on their user configuration', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    await expect(page.getByText('Role: Admin')).toBeVisible();
  });

  test('the platform status page refreshes on demand and shows each service', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/platform');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Service name',
      'Status',
      'Version',
      'Started',
    ]);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/platform/status'));
    await page.getByRole('button', { name: 'Refresh now' }).click();
    expect((await refreshed).status()).toBe(200);
    // Every service is up and has just started: inside the default range (the last 24
    // hours) it shows Up with the time it restarted; in yesterday's range, Up alone.
    await expect(table.locator('[data-state="UP"]').first()).toBeVisible();
    await expect(table.locator('[data-state="RESTART"]')).toHaveCount(0);
    await expect(table.getByTestId('restarted-at').first()).toHaveText(/^restarted \d\d:\d\d$/);
    await page.getByTestId('date-range-button').click();
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expect(page).toHaveURL(/dateOptionIndex=1/);
    await expect(table.getByTestId('restarted-at')).toHaveCount(0);
    await expect(table.locator('[data-state="UP"]').first()).toBeVisible();
  });
});

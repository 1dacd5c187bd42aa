import { expectNoAxeViolations as expectNoViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

test.describe('accessibility (axe)', () => {
  test('sign-in page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Field is required').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('sign-in page in the light theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('console.theme', 'light'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Field is required').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('shell and platform status page', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/platform');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);
  });

  test('user configuration, not-found and logout dialog', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/settings/user');
    await expect(page.getByRole('heading', { name: 'User configuration' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'The page could not be found.' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the sign-in form works from the keyboard', async ({ page }) => {
    await page.goto('/login');
    // The console renders after its start-up restore: press Tab once the form is there.
    await expect(page.getByLabel(/^E-mail/)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^E-mail/)).toBeFocused();
    await page.keyboard.type('monitor@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type('console-demo');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

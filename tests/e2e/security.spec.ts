import { expectNoAxeViolations } from './support/axe';
import { expect, signedInElsewhere, signIn, test } from './support/fixtures';

test.describe('security', () => {
  test("an admin terminates another user's session and that user's console signs out", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { context: other, page: monitor } = await signedInElsewhere(
      browser,
      baseURL,
      'monitor@example.com',
    );
    try {
      const sessionId = await monitor.evaluate(() => {
        const { token } = JSON.parse(localStorage.getItem('console.auth') ?? '{}') as {
          token: string;
        };
        const payload = token.split('.')[1] ?? '';
        return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid: string })
          .sid;
      });

      await signIn(page, 'admin@example.com');
      await page.goto('/security');
      const table = page.getByRole('table', { name: 'Live sessions' });
      const row = table.getByRole('checkbox', { name: `Select session ${sessionId}` });
      await expect(row).toBeVisible();
      await expectNoAxeViolations(page);
      await row.check();
      await page.getByRole('button', { name: 'Terminate selected (1)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Terminate sessions' });
      await dialog.getByRole('button', { name: 'Terminate' }).click();
      await expect(page.getByText('1 session terminated.')).toBeVisible();
      await expect(row).toBeHidden();

      // The monitor's next call is refused: the console signs out.
      await monitor
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Status' })
        .click();
      await expect(monitor).toHaveURL(/\/login$/);
      await expect(monitor.getByRole('button', { name: 'Sign in' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('a non-admin opening the settings overview sees the missing-permissions page', async ({
    page,
  }) => {
    await signIn(page, 'deployer@example.com');
    await page.goto('/settings');
    await expect(
      page.getByRole('heading', { name: 'Missing permissions to access Overview page' }),
    ).toBeVisible();
    await expect(page.getByText('Ask the Connect administrator to give you access.')).toBeVisible();
    await expect(page).toHaveURL(/\/settings(\?[^/]*)?$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // The menu offers no page the role may not open (Heartbeat has an Overview of its own).
    await expect(menu.locator('a[href="/settings"], a[href^="/settings?"]')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Sessions' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

test.describe('feature toggles and the connectivity check', () => {
  test('a deployer checks a listening port from the Heartbeat menu and is refused a reserved address', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    await signIn(page, 'deployer@example.com');
    await page.goto('/heartbeat');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Connectivity check' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/heartbeat\/connectivity/);
    const form = page.getByRole('form', { name: 'Connectivity check' });
    await form.getByLabel('Hostname').fill('127.0.0.1');
    await form.getByLabel('Port').fill(port);
    await form.getByRole('button', { name: 'Check' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText(`127.0.0.1:${port} is reachable`);
    await expectNoAxeViolations(page);

    // Past the allow-list the server refuses, in the spec's words.
    await form.getByLabel('Hostname').fill('169.254.169.254');
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('This IP is reserved.')).toBeVisible();
    // What was typed stays over a reload.
    await page.reload();
    await expect(form.getByLabel('Hostname')).toHaveValue('169.254.169.254');
    await expect(form.getByLabel('Port')).toHaveValue(port);
  });

  test('a page behind a feature the organization has off says so, and its menu entry is gone', async ({
    page,
  }) => {
    await signIn(page, 'multi@example.com');
    // Fjordnett does not have the connectivity check (its language is Danish).
    await page.goto('/heartbeat/connectivity?organization=fjordnett');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Funktionen Forbindelsestjek er slået fra for Fjordnett',
      }),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
    await expect(menu.getByRole('link', { name: 'Tjenestekonti' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Forbindelsestjek' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // In Nordkraft, as an operator, the feature is on: the page is a missing-permissions one.
    await page.goto('/heartbeat/connectivity?organization=nordkraft');
    await expect(
      page.getByRole('heading', { name: 'Missing permissions to access Connectivity check page' }),
    ).toBeVisible();
  });
});

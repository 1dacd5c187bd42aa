import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signedInElsewhere, signIn, test } from './support/fixtures';

/** Calls the configuration service as the user signed in on `page`. */
function configCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = JSON.parse(localStorage.getItem('console.auth') ?? '{}') as {
        token: string;
      };
      const response = await fetch(`/api/config${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

const MULTI_SCREEN = {
  name: 'Multi-screen',
  description: 'Share date range and refresh across tabs',
  enabled: true,
  organizations: [],
  allOrganizations: true,
};

test.describe('feature configuration', () => {
  test("an admin turns a feature off for an organization and its users' menus lose it", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The multiScreen feature gives the menu its "Screens" entry (MultiScreen or Independent).
    const { context: other, page: operator } = await signedInElsewhere(
      browser,
      baseURL,
      'operator@example.com',
    );
    try {
      const operatorMenu = operator.getByRole('navigation', { name: 'Main menu' });
      await expect(operatorMenu.getByText('Screens', { exact: true })).toBeVisible();

      await signIn(page, 'admin@example.com');
      await page.goto('/settings/feature');
      const table = page.getByRole('table', { name: 'Features' });
      await expect(table.getByRole('cell', { name: 'multiScreen', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Edit Multi-screen' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit feature Multi-screen' });
      await drawer.getByRole('checkbox', { name: 'Turn on for all organizations' }).uncheck();
      await drawer.getByRole('combobox', { name: 'Organizations' }).click();
      await page.getByRole('option', { name: 'Gridline Platform' }).click();
      await page.keyboard.press('Escape');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Feature Multi-screen saved.')).toBeVisible();
      // The owner's organization keeps it.
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByText('Screens', { exact: true }),
      ).toBeVisible();

      // The operator's console follows on its next configuration load.
      await operator.reload();
      await expect(operatorMenu.getByRole('link', { name: 'Flows', exact: true })).toBeVisible();
      await expect(operatorMenu.getByText('Screens', { exact: true })).toBeHidden();
    } finally {
      await other.close();
      expect(await configCall(page, 'PUT', '/v2/features/multiScreen', MULTI_SCREEN)).toBe(200);
    }
  });

  test('on a phone, an owner creates an organization and reads it back', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings/organizations/new');
    const shortName = `e2e-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Org ${shortName}`);
    await page.getByRole('textbox', { name: /^Short name/ }).fill(shortName);
    await page.getByRole('textbox', { name: /^Tenant ID/ }).fill('nope');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Malformed Tenant ID')).toBeVisible();
    await page.getByRole('textbox', { name: /^Tenant ID/ }).fill('');
    await page.getByRole('textbox', { name: /^Place/ }).fill('Tromsø');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `Org ${shortName}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Tromsø')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Settings' })).toBeChecked();
  });
});

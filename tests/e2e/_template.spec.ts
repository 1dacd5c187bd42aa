import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

// (template) Left out of the browser run (playwright.config.ts): the template is in no list, so
// (template) no server has its service. A new module's copy runs there.

test.describe('the template module', () => {
  test('an admin opens it from the module selector, then creates, edits and deletes an item', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await page.getByRole('button', { name: 'Choose module' }).click();
    await page.getByRole('menuitem', { name: /^template$/i }).click();
    await expect(page).toHaveURL(/\/template(\?.*)?$/);
    await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create item' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel(/^Name/).fill('Pumps');
    await drawer.getByLabel(/^Description/).fill('North station');
    await drawer.getByRole('button', { name: 'Save' }).click();
    const table = page.getByRole('table', { name: 'Items' });
    await table.getByRole('button', { name: 'Edit Pumps' }).click();
    await drawer.getByLabel(/^Name/).fill('Pumps and valves');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('button', { name: 'Edit Pumps and valves' })).toBeVisible();

    // What was saved is the server's: a reload reads it again.
    await page.reload();
    await table.getByRole('checkbox', { name: 'Select Pumps and valves' }).check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Delete items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('1 item deleted.')).toBeVisible();
    await expect(page.getByText('No items yet.')).toBeVisible();
  });
});

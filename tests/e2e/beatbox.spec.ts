import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { goOffline, OFFLINE_NOTE, waitForPersisted, waitForServiceWorker } from './support/pwa';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('beatbox and agents', () => {
  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('the beatbox overview, a beatbox flow, and the overview again offline', async ({
    page,
    context,
  }) => {
    await signIn(page, 'deployer@example.com');
    await page.goto('/heartbeat/beatbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Beatbox' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Beatboxes' });
    await expect(table.getByText('substation-north')).toBeVisible();
    // Badges keep their whole label.
    const badge = table.locator('[data-status="OFFLINE"]').first();
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expectNoAxeViolations(page);

    await table.getByRole('button', { name: 'Details of substation-north' }).click();
    const drawer = page.getByRole('dialog', { name: 'substation-north' });
    await expect(drawer.getByText('10.20.1.11')).toBeVisible();
    await expectNoAxeViolations(page);
    const flowLink = drawer.getByRole('link').first();
    const flowId = (await flowLink.textContent()) ?? '';
    await flowLink.click();
    await expect(page).toHaveURL(/\/heartbeat\/flows\/beatbox\/\d+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: flowId })).toBeVisible();
    await expect(page.getByTestId('flow-host')).toHaveText('Runs on the beatbox substation-north');
    await page.getByRole('tab', { name: 'Flow traces' }).click();
    await expect(page).toHaveURL(/\/heartbeat\/flows\/beatbox\/\d+\/[^/]+\/traces/);
    await page.getByRole('link', { name: 'Back to beatboxes' }).click();
    await expect(table.getByText('substation-south')).toBeVisible();

    // Seen before: opens offline with its age; adding needs the server.
    await waitForServiceWorker(page);
    await waitForPersisted(page, '"beatboxes"]');
    await goOffline(page, context);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(table.getByText('substation-north')).toBeVisible();
    await expect(page.getByTestId('fetched-at')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add beatbox' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(OFFLINE_NOTE);
  });

  test('agent settings refuse a certificate that is not PEM', async ({ page }) => {
    await signIn(page, 'deployer@example.com');
    // A phone: the table keeps the name, the status and the details button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/heartbeat/agent');
    const table = page.getByRole('table', { name: 'Agents' });
    await table.getByRole('button', { name: 'Details of plant-agent' }).click();
    await page
      .getByRole('dialog', { name: 'plant-agent' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = page.getByRole('dialog', { name: 'Settings of the agent plant-agent' });
    const pem = form.getByLabel(/^Server trust certificate/);
    await pem.fill('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\nand more');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Invalid format.')).toBeVisible();
    await expectNoAxeViolations(page);

    // What passes the light check but is no certificate: the server refuses it, nothing changes.
    await pem.fill('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('Something went wrong when editing agents');
    await expect(form.getByRole('alert')).toContainText('Invalid format.');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await table.getByRole('button', { name: 'Details of plant-agent' }).click();
    await expect(page.getByRole('dialog', { name: 'plant-agent' })).toContainText(
      'MIIBjzCCATWgAwIBAgIU',
    );
  });
});

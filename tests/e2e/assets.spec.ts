import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { goOffline, waitForPersisted, waitForServiceWorker } from './support/pwa';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('assets', () => {
  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('an operator executes an open action and sees its execution', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    // Last week: the demo's actions. Each run executes another open action (manual ones only
    // are open: the automation job keeps its own in progress).
    await page.goto('/assets?dateOptionIndex=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
    // The rows are replaced when the filtered list arrives: a click before would be lost.
    const filtered = page.waitForResponse(
      (r) => /\/api\/adr\/v1\/\d+\/actions\?/.test(r.url()) && r.url().includes('state=OPEN'),
    );
    await page.getByLabel('State').selectOption('OPEN');
    await filtered;
    const table = page.getByRole('table', { name: 'Actions' });
    await expect(table.locator('[data-action-state]:not([data-action-state="OPEN"])')).toHaveCount(
      0,
    );
    await expect(table.locator('[data-action-state="OPEN"]').first()).toBeVisible();
    await table
      .getByRole('button', { name: /^Details of action/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: /^Action \d+$/ });
    await expect(drawer.getByText('Not executed yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    await drawer.getByRole('button', { name: 'Execute' }).click();
    const confirm = page.getByRole('dialog', { name: /^Execute action \d+\?$/ });
    await confirm.getByRole('button', { name: 'Execute' }).click();
    await expect(confirm).toBeHidden();
    const executions = drawer.getByTestId('executions');
    await expect(executions.getByText('Executed', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Not executed yet.')).toHaveCount(0);
    // The head-end answered: the action is completed, or failed with an error response.
    await expect(drawer.getByRole('cell', { name: /^(Completed|Failed)$/ })).toBeVisible();
  });

  test('a monitor opens a metering point and its meter on a phone, then offline', async ({
    page,
    context,
  }) => {
    await signIn(page, 'monitor@example.com');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/assets/assets?dateOptionIndex=2');
    await page.getByLabel('Search').fill('MTR-00000042');
    const link = page.getByRole('link', { name: '707057500000000042' });
    await expect(link).toBeVisible();
    await expect(page).toHaveURL(/dateOptionIndex=2/);
    await link.click();
    await expect(page).toHaveURL(/\/assets\/assets\/\d+\?dateOptionIndex=2/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Metering point 707057500000000042' }),
    ).toBeVisible();
    const meter = page.getByRole('heading', { name: 'Meter MTR-00000042' });
    await meter.scrollIntoViewIfNeeded();
    await expect(meter).toBeVisible();
    await expect(page.getByText('Europe/Oslo').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    // Seen once, the metering point opens again offline, from the persisted cache.
    await waitForServiceWorker(page);
    await waitForPersisted(page, '"assets","detail"');
    await goOffline(page, context);
    await page.reload();
    await expect(meter).toBeVisible();
    await expect(page.getByText(/offline/i).first()).toBeVisible();
  });
});

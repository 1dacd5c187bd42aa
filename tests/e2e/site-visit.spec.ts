import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { goOffline, waitForPersisted, waitForServiceWorker } from './support/pwa';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A field engineer's phone (issue 32, "The site visit").
const PHONE = { width: 390, height: 844 };
const PINNED = '707057500000000023';
const NEVER_FETCHED = '707057500000000024';
const CHART = 'Readings of Active energy import in kWh';
const NOT_KEPT = /was not kept for use offline/;

/** Signs in on a phone with the service worker in control. */
async function signInOnPhone(page: Page, email: string) {
  await signIn(page, email);
  await waitForServiceWorker(page);
  await page.setViewportSize(PHONE);
}

test.describe('a site visit on a phone', () => {
  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('a pinned usage point is kept whole: its readings show offline though never opened', async ({
    page,
    context,
  }) => {
    await signInOnPhone(page, 'monitor@example.com');
    await page.goto(`/datalake/usage-points/${PINNED}`);
    await expect(page.getByRole('region', { name: 'Meter (end device)' })).toBeVisible();

    await page.getByRole('button', { name: 'Pin for site visit' }).click();
    const status = page.getByTestId('pin-status');
    // Progress, then complete with its size.
    await expect(status).toHaveText(/Kept for offline use: \d+ parts, [\d.,]+ (kB|MB)/);
    await expect(page.getByRole('button', { name: 'Unpin' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitForPersisted(page, `"${PINNED}","readings"`);

    await goOffline(page, context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PINNED })).toBeVisible();
    await page.getByRole('tab', { name: 'Meter readings' }).click();
    await expect(page.getByRole('group', { name: CHART })).toBeVisible();
    await expect(page.getByTestId('pinned-readings-note')).toBeVisible();
    await expect(page.getByTestId('not-kept')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Message log' }).click();
    await expect(page.getByRole('table', { name: 'Message log' })).toBeVisible();
    await page.getByRole('tab', { name: 'Related assets' }).click();
    await expect(page.getByRole('table', { name: 'Related assets' })).toBeVisible();
  });

  test('offline, a usage point never fetched is not pinned, and a page never visited says it was not kept', async ({
    page,
    context,
  }) => {
    await signInOnPhone(page, 'operator@example.com');
    await page.goto('/datalake/usage-points');
    await expect(page.getByTestId('usage-points-shown')).toBeVisible();
    await goOffline(page, context);

    await page.goto(`/datalake/usage-points/${NEVER_FETCHED}`);
    await expect(page.getByTestId('not-kept')).toHaveText(NOT_KEPT);
    await page.getByRole('button', { name: 'Pin for site visit' }).click();
    await expect(page.getByRole('alert')).toContainText('cannot be pinned offline');
    await expect(page.getByRole('button', { name: 'Unpin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pin for site visit' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Any page of any module, not only the data lake's.
    await page.goto('/datalake/workflows');
    await expect(page.getByTestId('not-kept')).toHaveText(NOT_KEPT);
  });

  test('dark mode and language change while the server cannot be reached, and are saved on its return', async ({
    page,
    context,
  }) => {
    await signInOnPhone(page, 'billing@example.com');
    await page.goto('/settings/user');
    const theme = page.getByLabel('Dark mode');
    await expect(theme).toHaveValue('dark');
    await goOffline(page, context);

    await theme.selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByTestId('configuration-pending')).toBeVisible();
    await page.getByLabel('Language').selectOption('no');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brukerkonfigurasjon');

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/configuration/') && r.ok(),
      { timeout: 20_000 },
    );
    await context.setOffline(false);
    await saved;
    await expect(page.getByTestId('configuration-pending')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByLabel('Mørk modus')).toHaveValue('light');

    // Put back what the test changed.
    await page.getByLabel('Mørk modus').selectOption('dark');
    await page.getByLabel('Språk').selectOption('en');
    await expect(page.getByLabel('Dark mode')).toHaveValue('dark');
  });
});

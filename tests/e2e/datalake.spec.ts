import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { goOffline, waitForPersisted, waitForServiceWorker } from './support/pwa';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const UP = '707057500000000021';
const CHART = 'Readings of Active energy import in kWh';

/** Opens the usage point's readings at PT1H with Average and waits for its chart. */
async function readHourlyAverages(page: Page) {
  await page.getByRole('tab', { name: 'Meter readings' }).click();
  await page.getByLabel('Interval').selectOption('PT1H');
  await page.getByLabel('Aggregation').selectOption('Average');
  await expect(page.getByRole('group', { name: CHART })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Readings of Active energy import' })).toBeVisible();
}

test.describe('data lake', () => {
  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('finds a usage point, reads its hourly averages and opens the meter', async ({ page }) => {
    await signIn(page, 'monitor@example.com');
    await page.goto('/datalake/usage-points');
    await page.getByRole('textbox', { name: 'Search' }).fill('MTR-00000021');
    await expect(page.getByTestId('usage-points-shown')).toContainText('of 1 usage point');
    await page.getByRole('link', { name: UP }).click();
    await expect(page.getByRole('heading', { level: 1, name: UP })).toBeVisible();
    await readHourlyAverages(page);
    await expect(page).toHaveURL(new RegExp(`/datalake/usage-points/${UP}/readings`));
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Details' }).click();
    const meter = page.getByRole('region', { name: 'Meter (end device)' });
    await expect(meter).toContainText('MTR-00000021');
    await expect(meter).toContainText('Kamstrup');
  });

  test('a link reproduces hourly averages; reload, back and forward keep the choices', async ({
    page,
  }) => {
    await signIn(page, 'monitor@example.com');
    await page.goto(`/datalake/usage-points/${UP}/readings?interval=PT1H&aggregation=Average`);
    await expect(page.getByLabel('Interval')).toHaveValue('PT1H');
    await expect(page.getByLabel('Aggregation')).toHaveValue('Average');
    await expect(page.getByRole('group', { name: CHART })).toBeVisible();

    await page.getByLabel('Aggregation').selectOption('Maximum');
    await expect(page).toHaveURL(/aggregation=Maximum/);
    await expect(page).toHaveURL(/interval=PT1H/);
    await page.reload();
    await expect(page.getByLabel('Aggregation')).toHaveValue('Maximum');
    await expect(page.getByLabel('Interval')).toHaveValue('PT1H');

    await page.goBack();
    await expect(page.getByLabel('Aggregation')).toHaveValue('Average');
    await expect(page.getByRole('group', { name: CHART })).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel('Aggregation')).toHaveValue('Maximum');
  });

  test('a usage point opened once is there offline with its readings', async ({
    page,
    context,
  }) => {
    await signIn(page, 'monitor@example.com');
    await waitForServiceWorker(page);
    await page.goto(`/datalake/usage-points/${UP}`);
    await expect(page.getByRole('region', { name: 'Meter (end device)' })).toBeVisible();
    await readHourlyAverages(page);
    await waitForPersisted(page, `"readings"`);
    await goOffline(page, context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: UP })).toBeVisible();
    await expect(page.getByRole('group', { name: CHART })).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('region', { name: 'Meter (end device)' })).toContainText(
      'MTR-00000021',
    );
  });
});

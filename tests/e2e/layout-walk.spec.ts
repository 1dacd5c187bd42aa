import type { Page } from '@playwright/test';
import { expect, submitSignIn, test } from './support/fixtures';

/**
 * The layout walk (issue 32, items 13 and 16): the main pages at a phone's and a portrait
 * tablet's width, on a touch screen. A key column of a table is never cut, and every button,
 * link and checkbox of the page is at least 44 x 44 px, the target a finger needs.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
] as const;

/** The pages walked, by the user who sees them with data; each waits for what it shows. */
const WALKS: { email: string; pages: { path: string; ready: string }[] }[] = [
  {
    email: 'operator@example.com',
    pages: [
      { path: '/heartbeat', ready: 'h1' },
      { path: '/heartbeat/flows', ready: '[data-row-key]' },
      { path: '/heartbeat/flow-traces', ready: '[data-row-key]' },
      { path: '/heartbeat/alerts', ready: 'h1' },
      { path: '/datalake/usage-points', ready: '[data-row-key]' },
      { path: '/assets', ready: 'h1' },
      { path: '/assets/assets', ready: 'h1' },
      { path: '/assets/auditlog', ready: 'h1' },
    ],
  },
  {
    email: 'admin@example.com',
    pages: [
      { path: '/settings', ready: 'h1' },
      { path: '/security/sessions', ready: 'h1' },
    ],
  },
];

/** Cells of key columns whose content is cut (wider than the cell or than its own box). */
async function cutKeyCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('main [data-key-cell]')) {
      if (cell.getBoundingClientRect().width === 0) continue;
      for (const box of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        if (
          box.scrollWidth > box.clientWidth + 1 &&
          getComputedStyle(box).overflowX !== 'visible'
        ) {
          const column = cell.dataset.keyCell ?? '';
          cut.push(
            `${column}: "${cell.textContent ?? ''}" ${box.scrollWidth} > ${box.clientWidth}`,
          );
          break;
        }
      }
    }
    return cut;
  });
}

/** Buttons, links and checkboxes in the main content smaller than 44 x 44 px. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'main button, main a[href], main [role="button"], main input[type="checkbox"], main [role="checkbox"]',
    );
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') {
        continue;
      }
      if (box.width < 43.5 || box.height < 43.5) {
        const name = target.getAttribute('aria-label') ?? target.textContent ?? '';
        small.push(
          `${target.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(box.width)} x ${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

for (const size of SIZES) {
  test.describe(`layout walk at ${size.width} px (${size.name})`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: true,
    });

    test('the sign-in page has targets a finger can hit', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
    });

    for (const { email, pages } of WALKS) {
      test(`the main pages of ${email}: key columns whole, targets at least 44 x 44 px`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.goto('/login');
        await submitSignIn(page, email);
        await expect(page).not.toHaveURL(/\/login$/);
        const problems: string[] = [];
        for (const { path, ready } of pages) {
          await page.goto(path);
          await expect(page.locator(ready).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          // Waits a little for a table to fit its columns to the rows it has laid out, then
          // notes what is still wrong on this page and goes on (every page's problems at once).
          await expect
            .poll(async () => [...(await cutKeyCells(page)), ...(await smallTargets(page))], {
              timeout: 5_000,
            })
            .toEqual([])
            .catch(() => undefined);
          problems.push(...(await cutKeyCells(page)).map((text) => `${path}: ${text}`));
          problems.push(...(await smallTargets(page)).map((text) => `${path}: ${text}`));
        }
        expect(problems).toEqual([]);
      });
    }

    test('the usage point list shows every ID whole (the first column, its key)', async ({
      page,
    }) => {
      await page.goto('/login');
      await submitSignIn(page, 'operator@example.com');
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto('/datalake/usage-points');
      const table = page.getByRole('table', { name: /usage points/i });
      await expect(table.locator('[data-row-key]').first()).toBeVisible();
      // Polled: the table widens a key column once its rows are laid out.
      await expect
        .poll(() =>
          table.evaluate((element) =>
            [...element.querySelectorAll('[data-row-key] > [role="cell"]:first-child')]
              .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
              .map(
                (cell) => `"${cell.textContent ?? ''}" ${cell.scrollWidth} > ${cell.clientWidth}`,
              ),
          ),
        )
        .toEqual([]);
    });

    test('a tap on a row opens it where the row has one main link', async ({ page }) => {
      await page.goto('/login');
      await submitSignIn(page, 'operator@example.com');
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto('/datalake/usage-points');
      const row = page.locator('[data-row-key]').first();
      await expect(row).toBeVisible();
      const id = await row.getAttribute('data-row-key');
      // Beside the row's cells' text: the row's empty right end, left of any details button.
      const box = await row.boundingBox();
      if (!box) throw new Error('the row has no box');
      await page.touchscreen.tap(box.x + box.width - 60, box.y + box.height / 2);
      await expect(page).toHaveURL(
        (url) => url.pathname === `/datalake/usage-points/${encodeURIComponent(id ?? '')}`,
      );
    });
  });
}

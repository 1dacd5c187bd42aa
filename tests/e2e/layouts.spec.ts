import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, submitSignIn, test } from './support/fixtures';

/** The sizes the console is used at besides a desktop (issue: phones and tablets). */
const PHONE = { name: 'phone', width: 390, height: 844, touch: true, docked: false } as const;
const PORTRAIT = {
  name: 'tablet portrait',
  width: 800,
  height: 1280,
  touch: true,
  docked: false,
} as const;
const LANDSCAPE = {
  name: 'tablet landscape',
  width: 1024,
  height: 768,
  touch: true,
  docked: true,
} as const;
const SIZES = [PHONE, PORTRAIT, LANDSCAPE] as const;

/**
 * The menu walk goes by the menu over the page, at the phone size. Each page it opens is also
 * checked at the tablet sizes by turning the same page to them (the portrait tablet has the
 * phone's menu over the page, the landscape one has it docked beside the page): one walk
 * instead of three. A landscape test chooses pages from the docked menu.
 */
const WALK_SIZE = PHONE;
const ALSO_AT = [PORTRAIT, LANDSCAPE] as const;

/** What is wrong with the page's layout as it is now: sideways overflow, clipped labels. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // A label wider than its box is cut (ellipsis or hidden overflow).
    for (const label of document.querySelectorAll(
      '.mantine-Button-label, .mantine-Badge-label, .mantine-SegmentedControl-innerLabel',
    )) {
      if (visible(label) && label.scrollWidth > label.clientWidth + 1) {
        problems.push(`clipped label: "${label.textContent ?? ''}"`);
      }
    }
    return problems;
  });
}

/** The tables of the heartbeat module, each with every column it has on a wide screen. */
const TABLES = [
  {
    path: '/heartbeat/flows',
    name: 'Deployed flows',
    columns: ['Flow ID', 'Description', 'Groups', 'Status', 'Messages', 'Warnings'],
  },
  {
    path: '/heartbeat/flow-traces',
    name: 'Flow traces',
    columns: ['Time', 'Flow ID', 'Status', 'Attempt', 'Error category', 'Processing', 'Actions'],
  },
] as const;

/** Badges and times in the table's rows that are cut: wider than their box or their cell. */
async function cutCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const cut: string[] = [];
    const cells = element.querySelectorAll('[role="row"][data-row-key] > [role="cell"]');
    for (const cell of cells) {
      const badge = cell.querySelector('[data-status], [data-trace-status]');
      if (badge && badge.scrollWidth > badge.clientWidth) {
        cut.push(`badge "${badge.textContent ?? ''}" ${badge.scrollWidth} > ${badge.clientWidth}`);
      }
      // A badge's cell, or a time's ("23/11/2026, 23:09:12" in en-GB).
      const time = !cell.firstElementChild && /\d{2}\/\d{2}\/\d{4}/.test(cell.textContent ?? '');
      if ((badge || time) && cell.scrollWidth > cell.clientWidth) {
        cut.push(`cell "${cell.textContent ?? ''}" ${cell.scrollWidth} > ${cell.clientWidth}`);
      }
    }
    return cut;
  });
}

/**
 * The menu holds every module's pages the user may open. The operator walks them all with the
 * customer organization's data; the owner's admin walks the admin-only modules.
 */
const MENU_WALKS: { email: string; under: string[]; except?: string[] }[] = [
  // The operator's walk in two (Heartbeat has most pages): tests that long would end the run
  // on one worker while the other waits.
  { email: 'operator@example.com', under: ['/heartbeat'] },
  { email: 'operator@example.com', under: ['/'], except: ['/heartbeat'] },
  { email: 'admin@example.com', under: ['/security', '/settings'] },
];

/**
 * Signs in from the sign-in page and waits for the landing page (fixtures' signIn waits for the
 * menu, which starts closed where the menu and the page do not both fit).
 */
async function signInAtAnySize(page: Page, email: string) {
  await page.goto('/login');
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/heartbeat/);
}

async function openMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (!(await menu.isVisible())) {
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width} x ${size.height})`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
    });

    for (const { email, under, except = [] } of size === WALK_SIZE ? MENU_WALKS : []) {
      const but = except.length > 0 ? ` (but ${except.join(' and ')})` : '';
      test(`every menu page under ${under.join(' and ')}${but} fits for ${email} at every size, with its heading in view and no clipped labels`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await signInAtAnySize(page, email);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        // Where the menu and the page do not both fit, the menu starts closed.
        await expect(menu).toBeHidden();

        // Pages are told apart by address: several modules have an "Overview".
        const links = await (
          await openMenu(page)
        )
          .getByRole('link')
          .evaluateAll((anchors) =>
            anchors.map((a) => ({ href: a.getAttribute('href') ?? '', name: a.textContent ?? '' })),
          );
        const pages = links.filter(
          ({ href }) =>
            under.some((path) => href.startsWith(path)) &&
            !except.some((path) => href.startsWith(path)),
        );
        expect(pages.length).toBeGreaterThan(1);
        for (const { href, name } of pages) {
          const path = href.split('?')[0];
          const before = new URL(page.url()).pathname;
          await (await openMenu(page)).locator(`a[href="${href}"]`).click();
          // The page's address, or where it sends the user (Users: the current organization's).
          await expect(page).toHaveURL((url) => url.pathname === path || url.pathname !== before);
          // On a narrow screen choosing a page closes the menu over it.
          await expect(menu).toBeHidden();
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toBeInViewport();
          await page.waitForLoadState('networkidle');
          expect(await layoutProblems(page), `${href} (${name})`).toEqual([]);
          await expectNoAxeViolations(page);
          for (const other of ALSO_AT) {
            await page.setViewportSize({ width: other.width, height: other.height });
            await expect(heading).toBeInViewport();
            // Polled: the page lays itself out again after the resize (media queries in code).
            await expect
              .poll(() => layoutProblems(page), { message: `${href} (${name}) at ${other.name}` })
              .toEqual([]);
          }
          await page.setViewportSize({ width: size.width, height: size.height });
          // Back on the phone the menu is over the page again, closed (the page was chosen).
          await expect(menu).toBeHidden();
        }
      });
    }

    if (size.docked) {
      test('the menu is docked beside the page and stays when a page is chosen', async ({
        page,
      }) => {
        await signInAtAnySize(page, 'operator@example.com');
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await expect(menu).toBeVisible();
        for (const path of ['/heartbeat/flows', '/heartbeat/flow-traces']) {
          await menu.locator(`a[href^="${path}"]`).first().click();
          await expect(page).toHaveURL((url) => url.pathname === path);
          await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
          await expect(menu).toBeVisible();
          // Menu and page side by side: the page starts where the menu ends.
          const menuBox = await menu.boundingBox();
          const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
          expect(menuBox && headingBox && headingBox.x >= menuBox.x + menuBox.width).toBe(true);
          expect(await layoutProblems(page)).toEqual([]);
        }
      });
    }

    test("the tables keep the columns that matter, badges whole, the rest in the row's details", async ({
      page,
    }) => {
      await signInAtAnySize(page, 'operator@example.com');
      for (const table of TABLES) {
        await page.goto(table.path);
        const grid = page.getByRole('table', { name: table.name });
        const firstRow = grid.locator('[data-row-key]').first();
        await expect(firstRow).toBeVisible();
        await expect(firstRow.getByRole('cell').first()).not.toBeEmpty();
        expect(await layoutProblems(page)).toEqual([]);
        expect(await cutCells(grid)).toEqual([]);

        const headers = (await grid.getByRole('columnheader').allInnerTexts())
          .map((text) => text.trim())
          .filter((text) => text.length > 0);
        // A flow's name or a trace's time, and the status, stay at every size.
        expect(headers).toContain('Status');
        expect(headers).toContain(table.name === 'Flow traces' ? 'Time' : 'Flow ID');
        const hidden = table.columns.filter((column) => !headers.includes(column));
        if (size.name === 'phone') expect(hidden.length).toBeGreaterThan(0);
        const toggle = firstRow.getByRole('button', { name: /^More about / });
        if (hidden.length === 0) {
          await expect(toggle).toHaveCount(0);
        } else {
          // Keyboard: the row's details open with Enter and show every hidden column's value.
          await toggle.focus();
          await page.keyboard.press('Enter');
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
          await expect(details).toBeVisible();
          const terms = (await details.locator('dt').allInnerTexts()).map((text) => text.trim());
          expect(terms).toEqual(expect.arrayContaining(hidden));
          await expect(details.locator('dd')).toHaveCount(terms.length);
          for (const value of await details.locator('dd').all()) {
            await expect(value).not.toBeEmpty();
          }
          expect(await layoutProblems(page)).toEqual([]);
          await expectNoAxeViolations(page);
          await page.keyboard.press('Enter');
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(details).toHaveCount(0);
        }
        if (hidden.length === 0) await expectNoAxeViolations(page);
      }
    });

    test('controls are big enough to touch, zoom is not blocked, and the date-range dialog fits with its Apply button in reach', async ({
      page,
    }) => {
      await signInAtAnySize(page, 'operator@example.com');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const zoom = await page.locator('meta[name="viewport"]').getAttribute('content');
      expect(zoom).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'button, a.mantine-Button-root, input:not(.mantine-PasswordInput-innerInput), [role="tab"]',
          ),
        ]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.height < 44;
          })
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${element.className} "${element.getAttribute('aria-label') ?? element.textContent ?? ''}" ${Math.round(element.getBoundingClientRect().height)} px`,
          ),
      );
      expect(small).toEqual([]);

      // The date-range dialog, with a custom range.
      await page.goto('/heartbeat/flow-traces');
      await page.getByTestId('date-range-button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Range', { exact: true }).selectOption('custom');
      expect(await layoutProblems(page)).toEqual([]);
      // The dialog stays inside the screen (scrolling within itself where it is taller).
      const box = await dialog.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
      const apply = dialog.getByRole('button', { name: 'Apply' });
      await apply.scrollIntoViewIfNeeded();
      await expect(apply).toBeInViewport({ ratio: 1 });
    });
  });
}

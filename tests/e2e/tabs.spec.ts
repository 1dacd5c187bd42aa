import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

const INTERVAL_MS = 5000;

const isLeader = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.dataset.tabLeader)) === 'true';

async function leaderOf(pages: Page[]): Promise<Page> {
  let found: Page[] = [];
  await expect
    .poll(async () => {
      const flags = await Promise.all(pages.map(isLeader));
      found = pages.filter((_, i) => flags[i]);
      return found.length;
    })
    .toBe(1);
  return found[0]!;
}

/** Times of the status requests every tab of `context` makes. */
function recordStatusRequests(context: BrowserContext): number[] {
  const times: number[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/platform/status')) times.push(Date.now());
  });
  return times;
}

async function openStatusTabs(context: BrowserContext, first: Page, count: number) {
  await signIn(first, 'operator@example.com');
  const pages = [first];
  await first.goto('/platform');
  for (let i = 1; i < count; i += 1) {
    const page = await context.newPage();
    await page.goto('/platform');
    pages.push(page);
  }
  for (const page of pages) await expect(page.getByRole('table')).toBeVisible();
  return pages;
}

async function startAutomaticRefresh(page: Page) {
  await page.getByLabel('Refresh every').fill(String(INTERVAL_MS / 1000));
  await page.getByLabel('Unit').selectOption('seconds');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
}

const refreshRuns = (tab: Page) => tab.getByRole('button', { name: 'Stop', exact: true });

/**
 * Waits until `requests()` holds `count` request times (at least one every interval or so),
 * then expects them spread over `count - 1` intervals: one request per interval for all tabs.
 */
async function expectOnePerInterval(requests: () => number[], count: number) {
  await expect
    .poll(() => requests().length, { timeout: (count + 2) * INTERVAL_MS + 5000 })
    .toBeGreaterThanOrEqual(count);
  const times = requests();
  const span = times[count - 1]! - times[0]!;
  expect(span).toBeGreaterThanOrEqual((count - 1) * INTERVAL_MS - 500);
}

/**
 * Waits until `to` has had every local storage change `from` made so far: each tab sees
 * another tab's changes in order, so one more change seen means the ones before it were too.
 */
async function storageSettled(from: Page, to: Page) {
  const mark = `${Date.now()}-${Math.random()}`;
  // The listener is in place before the change is made.
  await to.evaluate((value) => {
    (window as unknown as { storageMarkSeen: Promise<void> }).storageMarkSeen = new Promise(
      (resolve) => {
        const onStorage = (event: StorageEvent) => {
          if (event.key !== 'e2e.storage-mark' || event.newValue !== value) return;
          window.removeEventListener('storage', onStorage);
          // Let the tab render what it read before.
          requestAnimationFrame(() => setTimeout(resolve));
        };
        window.addEventListener('storage', onStorage);
      },
    );
  }, mark);
  await from.evaluate((value) => localStorage.setItem('e2e.storage-mark', value), mark);
  await to.evaluate(
    () => (window as unknown as { storageMarkSeen: Promise<void> }).storageMarkSeen,
  );
}

test('three tabs with a short refresh interval make one request per interval; the next leader takes over', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const pages = await openStatusTabs(context, page, 3);
  // The third tab asked for other windows when it opened and counted the answers.
  await expect(pages[2]!.getByText('2 other windows are open.')).toBeVisible();

  await startAutomaticRefresh(pages[0]!);
  // MultiScreen: the timer setting reaches every tab through local storage.
  for (const tab of pages) {
    await expect(refreshRuns(tab)).toBeVisible();
    await expect(tab.getByLabel('Refresh every')).toHaveValue('5');
  }
  const leader = await leaderOf(pages);

  const times = recordStatusRequests(context);
  // One request per interval for all three tabs (not three).
  await expectOnePerInterval(() => times, 4);
  // Every tab shows the fresh data: the followers got it from the leader.
  await expect
    .poll(async () => {
      const shown = await Promise.all(
        pages.map((tab) => tab.getByTestId('fetched-at').textContent()),
      );
      return new Set(shown).size;
    })
    .toBe(1);

  const closedAt = Date.now();
  await leader.close();
  const rest = pages.filter((tab) => tab !== leader);
  await leaderOf(rest);
  // The new leader keeps one request per interval for the two tabs left.
  await expectOnePerInterval(() => times.filter((time) => time > closedAt), 3);
  // No gap longer than one interval plus 2 seconds across the handover.
  const gaps = times.slice(1).map((time, i) => time - times[i]!);
  expect(Math.max(...gaps)).toBeLessThanOrEqual(INTERVAL_MS + 2000);
});

test('a leader that hangs is replaced within one interval plus 2 seconds', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const pages = await openStatusTabs(context, page, 2);
  await startAutomaticRefresh(pages[0]!);
  const leader = await leaderOf(pages);
  const follower = pages.find((tab) => tab !== leader)!;
  const times = recordStatusRequests(context);

  // The leader's main thread stops for 10 s (a frozen or hung tab): it keeps its Web Lock but
  // sends no heartbeat. Headless Chromium will not freeze a visible page, so it is made to hang.
  const hangMs = 10_000;
  const hungAt = Date.now();
  const hang = leader.evaluate((ms) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // busy
    }
  }, hangMs);
  await expect.poll(() => isLeader(follower), { timeout: INTERVAL_MS + 2000 }).toBe(true);
  // The evaluation ends with the hang: every request made during it is counted by then.
  await hang;
  const during = times.filter((time) => time > hungAt && time < hungAt + hangMs);
  expect(during.length).toBeGreaterThanOrEqual(1);
  expect(during[0]! - hungAt).toBeLessThanOrEqual(INTERVAL_MS + 2000);
  // Back from the hang, the old leader finds its lock taken and follows: still one leader.
  await leaderOf(pages);
  expect(await isLeader(follower)).toBe(true);
});

test('each tab keeps its own organization; new tabs start with the last one chosen', async ({
  page,
  context,
}) => {
  await signIn(page, 'multi@example.com');
  await page.goto('/platform?organization=nordkraft');
  const wall = page.getByRole('contentinfo').getByRole('button');
  await expect(wall).toContainText('Nordkraft');

  const operator = await context.newPage();
  await operator.goto('/platform?organization=nordkraft');
  const switcher = operator.getByRole('contentinfo').getByRole('button');
  await switcher.click();
  await operator.getByRole('menuitem', { name: /Fjordnett/ }).click();
  await expect(operator).toHaveURL(/organization=fjordnett/);

  // The wall screen stays on Nordkraft, also on a page whose address names no organization
  // and after a reload.
  await page.getByRole('link', { name: 'User configuration' }).first().click();
  await expect(page).toHaveURL(/organization=nordkraft/);
  await page.goto('/platform');
  await expect(page).toHaveURL(/organization=nordkraft/);
  await page.reload();
  await expect(wall).toContainText('Nordkraft');

  const later = await context.newPage();
  await later.goto('/platform');
  await expect(later).toHaveURL(/organization=fjordnett/);
});

test('the multi-screen setting is the same in every tab; Independent tabs keep their own timer', async ({
  page,
  context,
}) => {
  const pages = await openStatusTabs(context, page, 2);
  const [first, second] = pages as [Page, Page];
  const modeOf = (tab: Page, mode: string) => tab.getByRole('radio', { name: mode });
  await expect(modeOf(second, 'MultiScreen')).toBeChecked();

  const choose = (tab: Page, mode: string) => tab.getByText(mode, { exact: true }).click();
  await choose(first, 'Independent');
  await expect(modeOf(second, 'Independent')).toBeChecked();
  expect(await second.evaluate(() => localStorage.getItem('console.multiScreen'))).toBe(
    '"Independent"',
  );

  await startAutomaticRefresh(first);
  await expect(refreshRuns(first)).toBeVisible();
  await storageSettled(first, second);
  await expect(refreshRuns(second)).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Start', exact: true })).toBeVisible();

  await choose(second, 'MultiScreen');
  await expect(modeOf(first, 'MultiScreen')).toBeChecked();
});

test('in MultiScreen mode a date range chosen in one tab is the range of every tab', async ({
  page,
  context,
}) => {
  const pages = await openStatusTabs(context, page, 2);
  const [first, second] = pages as [Page, Page];
  await first.getByTestId('date-range-button').click();
  await first.getByRole('button', { name: 'Last Week' }).click();
  await expect(first).toHaveURL(/dateOptionIndex=2/);
  await expect(second).toHaveURL(/dateOptionIndex=2/);

  // A tab opened later starts with the shared range.
  const third = await context.newPage();
  await third.goto('/platform');
  await expect(third).toHaveURL(/dateOptionIndex=2/);

  // Independent: each tab keeps its own.
  await second.getByText('Independent', { exact: true }).click();
  await expect(first.getByRole('radio', { name: 'Independent' })).toBeChecked();
  await second.getByTestId('date-range-button').click();
  await second.getByRole('button', { name: 'Yesterday' }).click();
  await expect(second).toHaveURL(/dateOptionIndex=1/);
  await storageSettled(second, first);
  await expect(first).toHaveURL(/dateOptionIndex=2/);
});

test('heartbeat pages in three tabs share one poller', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'operator@example.com');
  const pages = [page];
  await page.goto('/heartbeat');
  for (let i = 1; i < 3; i += 1) {
    const tab = await context.newPage();
    await tab.goto('/heartbeat');
    pages.push(tab);
  }
  for (const tab of pages) {
    await expect(tab.getByRole('heading', { name: 'Heartbeat overview' })).toBeVisible();
  }
  await startAutomaticRefresh(page);
  for (const tab of pages) await expect(refreshRuns(tab)).toBeVisible();
  await leaderOf(pages);

  const summaries: number[] = [];
  context.on('request', (request) => {
    if (/\/insights\/.*summary/.test(request.url())) summaries.push(Date.now());
  });
  // One summary request per interval for all three tabs, not three.
  await expectOnePerInterval(() => summaries, 4);
});

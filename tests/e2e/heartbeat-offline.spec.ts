import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import {
  goOffline,
  OFFLINE_NOTE,
  persistedKeys,
  waitForPersisted,
  waitForServiceWorker,
} from './support/pwa';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const DAY_MS = 24 * 60 * 60 * 1000;
const FLOWS_TABLE = 'Deployed flows';

/** The traces table's rows that are in the DOM (the virtualised body). */
const traceRows = (page: Page) =>
  page.getByRole('table', { name: 'Flow traces' }).locator('[data-row-key]');

/** The ids of the trace rows in the DOM, in order. */
const traceRowKeys = (page: Page) =>
  traceRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

const FLOW = 'meter-readings-in';
/** A flow's traces over the last 24 hours: no dates in the URL, the range follows the clock. */
const FLOW_TRACES_TAB = `/heartbeat/flows/${FLOW}/traces`;
/** A trace list request (not a trace's details: /traces/{id}). */
const TRACE_LIST_API = /\/api\/insights\/v2\/\d+\/traces\?/;

/**
 * Holds the trace list requests of `page` until released: the list answer is then the last
 * data to arrive, after everything else on the page was written to the browser.
 */
async function holdTraceLists(page: Page) {
  const held: Route[] = [];
  let released = false;
  const handler = (route: Route) => {
    if (released) void route.continue();
    else held.push(route);
  };
  await page.route(TRACE_LIST_API, handler);
  return {
    held: () => held.length,
    /**
     * Lets the held and all later requests through; returns the keys of the traces of the
     * last held answer, in its order (the rows it puts on screen).
     */
    release: async (): Promise<string[]> => {
      released = true;
      const answers = await Promise.all(
        held.splice(0).map(async (route) => {
          try {
            const response = await route.fetch();
            const body = (await response.json()) as { data: { id: string | number }[] };
            await route.fulfill({ response });
            return body.data.map((trace) => String(trace.id));
          } catch {
            // The page went away meanwhile, or the browser is offline: let it go as it is.
            await route.continue().catch(() => undefined);
            return [];
          }
        }),
      );
      await page.unroute(TRACE_LIST_API, handler);
      return answers.at(-1) ?? [];
    },
  };
}

/** Signs the operator in and opens `path` once the service worker runs. */
async function openOperatorsPage(page: Page, path: string) {
  await signIn(page, 'operator@example.com');
  await page.goto(path);
  await waitForServiceWorker(page);
}

/** Opens the flow's traces tab as the operator: the keys of the trace rows it shows. */
async function openFlowTraces(page: Page) {
  await openOperatorsPage(page, FLOW_TRACES_TAB);
  await expect(traceRows(page).first()).toBeVisible();
  return traceRowKeys(page);
}

/**
 * Reloads with the trace list's answer held until the query `persisted` names is written, then
 * let through: returns the trace rows that answer shows.
 */
async function reloadWithTraceListLast(page: Page, persisted: string) {
  const lists = await holdTraceLists(page);
  await page.reload();
  await expect.poll(lists.held).toBeGreaterThan(0);
  await waitForPersisted(page, persisted);
  const answer = await lists.release();
  // The released answer on screen, not the rows of the last visit shown before it.
  await expect.poll(async () => (await traceRowKeys(page))[0]).toBe(answer[0]);
  return traceRowKeys(page);
}

/** The flows table's rows that are in the DOM. */
const flowRows = (page: Page) =>
  page.getByRole('table', { name: FLOWS_TABLE }).locator('[data-row-key]');

test.describe('heartbeat offline', () => {
  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('the flows list and the last trace opened render from the cache; resubmit says it needs the server', async ({
    page,
    context,
  }) => {
    // Two pages online, an offline reload with axe over it, then the trace and its dialogs
    // offline: about 25 s alone, and past 90 s on a two-core machine at a load of 19 (axe alone
    // took 22 s there), where nothing else failed.
    test.setTimeout(180_000);
    await signIn(page, 'operator@example.com');
    // A fixed range, written in the URL (a range that follows the clock: the test below).
    const toDate = Date.now();
    const tracesUrl = `/heartbeat/flow-traces?fromDate=${toDate - DAY_MS}&toDate=${toDate}&flowId=meter-readings-in&hasPayload=true`;
    await page.goto(tracesUrl);
    await expect(traceRows(page).first()).toBeVisible();
    await waitForServiceWorker(page);
    const traceId = await traceRows(page).first().getAttribute('data-row-key');
    expect(traceId).toMatch(/^\d+$/);
    await page.getByRole('button', { name: `Show payload of trace ${traceId}` }).click();
    const payload = page.getByRole('dialog', { name: `Payload of trace ${traceId}` });
    await expect(payload.getByTestId('payload-content')).toContainText('{');
    await payload.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: `Details of trace ${traceId}` }).click();
    const details = page.getByTestId('trace-details');
    await expect(details.getByText('meter-readings-in', { exact: true })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // page.goto loads the page anew: what is not written by then is not kept.
    await waitForPersisted(page, `"detail",${traceId}]`);
    await waitForPersisted(page, '"list"');
    // The payload, fetched before them, is not: payloads are never written to the browser.
    expect((await persistedKeys(page)).filter((key) => key.includes('"payloads"'))).toEqual([]);

    await page.goto('/heartbeat/flows');
    await expect(page.getByTestId('flows-shown')).toBeVisible();
    await expect(page.getByTestId('fetched-at')).toHaveText(/^Data fetched \d/);
    const shownOnline = await page.getByTestId('flows-shown').textContent();
    await waitForPersisted(page, '"flows"]');
    await waitForPersisted(page, '"metrics"');

    await goOffline(page, context);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(/^You are offline, showing data from \d/);
    await expect(page.getByRole('heading', { name: 'Deployed flows' })).toBeVisible();
    await expect(page.getByTestId('flows-shown')).toHaveText(shownOnline ?? '');
    await expect(flowRows(page).first()).toBeVisible();
    await expect(page.getByTestId('fetched-at')).toHaveText(/^Data fetched \d/);
    await expectNoAxeViolations(page);

    // The trace seen before: its list (first page) and its details come from the cache.
    await page.goto(tracesUrl);
    await expect(banner).toBeVisible();
    await expect(page.locator(`[data-row-key="${traceId}"]`)).toBeVisible();
    await expect(page.getByTestId('fetched-at').first()).toHaveText(/^Data fetched \d/);
    await page.getByRole('button', { name: `Details of trace ${traceId}` }).click();
    await expect(details.getByText('meter-readings-in', { exact: true })).toBeVisible();
    await expect(details.getByText('Processing steps')).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('fetched-at')).toHaveText(/^Data fetched \d/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Payloads were not kept: the dialog says the server is needed, and "get file" too.
    await page.getByRole('button', { name: `Show payload of trace ${traceId}` }).click();
    const offlinePayload = page.getByRole('dialog', { name: `Payload of trace ${traceId}` });
    await expect(offlinePayload.getByRole('note')).toHaveText(OFFLINE_NOTE);
    await expect(offlinePayload.getByTestId('payload-content')).toHaveCount(0);
    const getFile = offlinePayload.getByRole('button', { name: 'Get file' });
    await expect(getFile).toBeDisabled();
    await expect(getFile).toHaveAccessibleDescription(OFFLINE_NOTE);
    await offlinePayload.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const resubmit = page.getByRole('button', { name: 'Resubmit' });
    await expect(resubmit).toBeDisabled();
    await expect(resubmit).toHaveAccessibleDescription(OFFLINE_NOTE);
    const download = page.getByRole('button', { name: 'Download traces' });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAccessibleDescription(OFFLINE_NOTE);

    // Back online, the actions come back.
    await context.setOffline(false);
    await expect(banner).toHaveCount(0, { timeout: 15_000 });
    await expect(download).toBeEnabled();
    await expect(resubmit).not.toHaveAccessibleDescription(OFFLINE_NOTE);
  });

  test("a flow's traces over the last 24 hours are back after an offline reload, with their age", async ({
    page,
    context,
  }) => {
    const seen = await openFlowTraces(page);
    const shown = await page.getByTestId('traces-shown').textContent();
    await waitForPersisted(page, '"list"');
    await waitForPersisted(page, `"flows","${FLOW}"]`);

    // Time has moved on by the reload: the list is still the one seen.
    await goOffline(page, context);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toHaveText(
      /^You are offline, showing data from \d/,
    );
    const tab = page.getByRole('tabpanel');
    await expect(tab.getByTestId('fetched-at')).toHaveText(/^Data fetched \d/);
    await expect(tab.getByTestId('traces-shown')).toHaveText(shown ?? '');
    await expect(traceRows(page).first()).toBeVisible();
    expect(await traceRowKeys(page)).toEqual(seen);
    await expect(tab.getByText('No traces match the filters.')).toHaveCount(0);
  });

  test('traces that arrived just before going offline are kept through the reload', async ({
    page,
    context,
  }) => {
    const toDate = Date.now();
    await openOperatorsPage(
      page,
      `/heartbeat/flow-traces?fromDate=${toDate - DAY_MS}&toDate=${toDate}`,
    );
    // Everything else is written; the trace list arrives last.
    const seen = await reloadWithTraceListLast(page, '"flows"]');

    // At once: no time for a throttled write.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toHaveText(
      /^You are offline, showing data from \d/,
    );
    await expect(traceRows(page).first()).toBeVisible();
    expect(await traceRowKeys(page)).toEqual(seen);
    await expect(page.getByTestId('fetched-at')).toHaveText(/^Data fetched \d/);
  });

  test('traces that arrived just before the tab was closed are there in the next tab offline', async ({
    page,
    context,
  }) => {
    await openOperatorsPage(page, FLOW_TRACES_TAB);
    const seen = await reloadWithTraceListLast(page, `"flows","${FLOW}"]`);

    await page.close();
    await context.setOffline(true);
    const next = await context.newPage();
    await next.goto(FLOW_TRACES_TAB);
    await expect(next.getByTestId('offline-banner')).toBeVisible();
    await expect(traceRows(next).first()).toBeVisible();
    expect(await traceRowKeys(next)).toEqual(seen);
  });

  test('a reload while the list is fetched again shows the rows seen, online and offline', async ({
    page,
    context,
  }) => {
    const seen = await openFlowTraces(page);
    const tab = page.getByRole('tabpanel');
    const fetchedAt = await tab.getByTestId('fetched-at').textContent();
    await waitForPersisted(page, '"list"');

    // The list is asked for again and the answer does not come before the reload.
    const lists = await holdTraceLists(page);
    await page.getByRole('button', { name: 'Refresh now', exact: true }).click();
    await expect.poll(lists.held).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(lists.held).toBeGreaterThan(1);
    await expect(traceRows(page).first()).toBeVisible();
    expect(await traceRowKeys(page)).toEqual(seen);
    await expect(tab.getByTestId('fetched-at')).toHaveText(fetchedAt ?? '');

    // Nothing of the requests cut short by the reload was written over the list.
    await goOffline(page, context);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(traceRows(page).first()).toBeVisible();
    expect(await traceRowKeys(page)).toEqual(seen);
    await lists.release();
  });

  test('a deployer sees the flow offline and cannot pause it without the server', async ({
    page,
    context,
  }) => {
    await signIn(page, 'deployer@example.com');
    await page.goto('/heartbeat/flows/outage-report-public');
    const heading = page.getByRole('heading', { level: 1, name: 'outage-report-public' });
    await expect(heading).toBeVisible();
    const pause = page.getByRole('button', { name: 'Pause flow' });
    await expect(pause).toBeEnabled();
    await waitForServiceWorker(page);
    await waitForPersisted(page, '"flows","outage-report-public"]');

    await goOffline(page, context);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('fetched-at').first()).toHaveText(/^Data fetched \d/);
    await expect(pause).toBeDisabled();
    await expect(pause).toHaveAccessibleDescription(OFFLINE_NOTE);
    await expect(page.getByRole('note').first()).toHaveText(OFFLINE_NOTE);
    await expectNoAxeViolations(page);
  });
});

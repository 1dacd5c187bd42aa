import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

/** The traces table's rows that are in the DOM (the virtualised body). */
const traceRows = (page: Page) =>
  page.getByRole('table', { name: 'Flow traces' }).locator('[data-row-key]');

async function filterTraces(page: Page, flowId: string) {
  const filters = page.getByRole('search', { name: 'Filter traces' });
  await filters.getByLabel('Flow ID').fill(flowId);
  await filters.getByLabel('Has payload').selectOption('true');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`flowId=${flowId}.*hasPayload=true`));
}

test.describe('heartbeat', () => {
  test('an operator finds a failing flow, opens a trace and its payload', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat');
    await expect(page.getByRole('heading', { name: 'Heartbeat overview' })).toBeVisible();
    await expect(page.getByTestId('summary-failing')).not.toHaveText('0');
    await expect(page.getByTestId('traffic-totals')).toContainText('messages');
    // The chart is drawn with both series named, and the arrow keys read it point by point.
    const chart = page.getByRole('figure', { name: /messages over the selected range/i });
    await expect(chart.locator('svg[data-chart]')).toBeVisible();
    await expect(chart).toContainText('Successful');
    await expect(chart).toContainText('Failed');
    await chart.getByRole('group').focus();
    await page.keyboard.press('End');
    await expect(chart.getByRole('status')).toContainText(/Successful: [\d,]+/);
    await page.keyboard.press('Escape');
    await expect(chart.getByRole('status')).toHaveCount(0);

    // erp-billing-export fails more than half of its messages.
    const attention = page.getByRole('table', { name: 'Flows needing attention' });
    const row = attention.locator('tr', {
      has: page.getByRole('link', { name: 'erp-billing-export' }),
    });
    await expect(row.getByText('Failing')).toBeVisible();
    await expect(row.getByText(/failed messages \(\d+(\.\d)?%\)/)).toBeVisible();
    await row.getByRole('link', { name: 'erp-billing-export' }).click();

    await expect(page).toHaveURL(/\/heartbeat\/flows\/erp-billing-export/);
    await expect(page.getByRole('heading', { level: 1, name: 'erp-billing-export' })).toBeVisible();
    await expect(page.getByText('Metrics over the selected range')).toBeVisible();
    await page.getByRole('tab', { name: 'Flow spec' }).click();
    await expect(page).toHaveURL(/erp-billing-export\/spec/);
    await expect(page.getByRole('heading', { name: 'Processors' })).toBeVisible();
    await page.getByText('Code', { exact: true }).click();
    await expect(page.getByTestId('spec-code')).toContainText('"redeliveryStrategy"');

    await page.getByRole('tab', { name: 'Flow traces' }).click();
    await expect(traceRows(page).first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Details of trace/ })
      .first()
      .click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Processing steps')).toBeVisible();
    await expect(details.getByText(/^Attempt \d\/\d$/)).toBeVisible();
    await expect(details.getByText('erp-billing-export', { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    // Payloads: meter-readings-in keeps the body of every message.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Flow traces' })
      .click();
    await filterTraces(page, 'meter-readings-in');
    await expect(traceRows(page).first()).toBeVisible();
    const first = await traceRows(page).first().getAttribute('data-row-key');
    await page.getByRole('button', { name: `Show payload of trace ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payload of trace ${first}` });
    await expect(dialog.getByTestId('payload-content')).toContainText('{');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toBeHidden();
    const next = page.getByRole('dialog', { name: /^Payload of trace/ });
    await expect(next).not.toHaveAccessibleName(`Payload of trace ${first}`);
    await expect(next.getByTestId('payload-content')).toContainText('{');
    await next.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: `Payload of trace ${first}` })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Get file' }).click();
    expect((await download).suggestedFilename()).toMatch(/^payload-\d+\.json$/);
  });

  test('a payload that is not text is shown as such and saved byte for byte', async ({ page }) => {
    // Not UTF-8: a PNG signature, a NUL and lone continuation bytes.
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x00, 0xff, 0xfe, 0x80]);
    const posted = await page.request.post('/api/inbound/nordkraft/outage-report-public', {
      headers: { 'content-type': 'application/octet-stream' },
      data: bytes,
    });
    expect(posted.status()).toBe(202);
    const { traceIds } = (await posted.json()) as { traceIds: number[] };
    const traceId = traceIds.at(-1);

    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/flow-traces');
    await filterTraces(page, 'outage-report-public');
    await page.getByRole('button', { name: `Show payload of trace ${traceId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payload of trace ${traceId}` });
    await expect(dialog.getByTestId('payload-binary')).toHaveText(
      'This payload is not text (10 bytes). Use Get file to save it as it was received.',
    );
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Get file' }).click();
    const file = await (await download).path();
    expect(Buffer.compare(await readFile(file), bytes)).toBe(0);
  });

  test('an operator resubmits filtered traces and sees the new trace', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/flow-traces');
    await expect(page.getByRole('button', { name: 'Resubmit' })).toBeDisabled();
    await expect(
      page.getByText('Set a Flow ID filter and a Has payload filter to resubmit.'),
    ).toBeVisible();

    await filterTraces(page, 'meter-readings-in');
    await expect(traceRows(page).first()).toBeVisible();
    const chosen = await traceRows(page).first().getAttribute('data-row-key');
    await page.getByRole('checkbox', { name: `Select trace ${chosen}` }).check();
    await expect(page.getByText('1 trace selected')).toBeVisible();
    await page.getByRole('button', { name: 'Resubmit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Resubmit payloads' });
    await expect(confirm).toContainText('1 trace of meter-readings-in will be resubmitted.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/traces/resubmit'));
    await confirm.getByRole('button', { name: 'Resubmit' }).click();
    const result = (await (await answer).json()) as { traceIds: number[] };
    expect(result.traceIds.length).toBeGreaterThan(0);
    await expect(page.getByText('1 payload was resubmitted.')).toBeVisible();
    const newTrace = page.locator(`[data-row-key="${result.traceIds[0]}"]`);
    await expect(newTrace).toBeVisible();
    await newTrace.getByRole('button', { name: /^Details of trace/ }).click();
    await expect(page.getByRole('dialog').getByText('Resubmit', { exact: true })).toBeVisible();
  });

  test('traces load in pages of 100 and keep the DOM small', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/flow-traces');
    await expect(page.getByTestId('traces-shown')).toContainText('Showing 100 of');
    const body = page.getByTestId('virtual-table-body');
    for (const loaded of [200, 300]) {
      await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByTestId('traces-shown')).toContainText(`Showing ${loaded} of`);
    }
    expect(await traceRows(page).count()).toBeLessThanOrEqual(150);

    await page.getByRole('button', { name: 'Download traces' }).click();
    const link = page.getByRole('link', { name: 'Click to download' });
    // Every trace of the range is fetched and written: on a busy machine that takes a while.
    await expect(link).toBeVisible({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^traces-\d{8}-\d{4}-\d{8}-\d{4}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'id,flowId,exchangeId,name,type,timeStamp,deliveryAttemptNo,maxDeliveryAttempts,status,errorCategory,errorMessage,processingTimeMillis,payloadId,source',
    );
    expect(csv.split('\r\n').length).toBeGreaterThan(300);
  });

  test('the date range is carried in the URL and by menu links', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/flows');
    await page.getByTestId('date-range-button').click();
    await expect(page.getByText('Quick dates')).toBeVisible();
    await page.getByRole('button', { name: 'Last Week' }).click();
    await expect(page).toHaveURL(/dateOptionIndex=2/);
    await expect(page.getByText('Quick dates')).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Flow traces' })).toHaveAttribute(
      'href',
      /fromDate=\d+&toDate=\d+&dateOptionIndex=2/,
    );
    await page.getByTestId('date-range-button').click();
    await expect(page.getByRole('button', { name: 'Last Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the toolbar stays from page to page, with what was typed into it', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat');
    const toolbar = page.getByRole('group', { name: 'Time range and refresh' });
    await toolbar.getByLabel('Refresh every').fill('7');
    // Marks the toolbar's element: a toolbar built again by the next page would not have it.
    await toolbar.evaluate((element) => element.setAttribute('data-seen', 'overview'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Flows', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deployed flows' })).toBeVisible();
    await expect(toolbar).toHaveAttribute('data-seen', 'overview');
    await expect(toolbar.getByLabel('Refresh every')).toHaveValue('7');
    await expect(toolbar.getByTestId('date-range-button')).toBeVisible();
    // The access issues do not follow the date range: the refresh control only.
    await menu.getByRole('link', { name: 'Issues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Flow access issues' })).toBeVisible();
    await expect(toolbar.getByLabel('Refresh every')).toHaveValue('7');
    await expect(toolbar.getByTestId('date-range-button')).toHaveCount(0);
    // Another module has its own page frame, not the heartbeat toolbar kept above.
    await menu.getByRole('link', { name: 'Status', exact: true }).click();
    await expect(page).toHaveURL(/\/platform/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-seen="overview"]')).toHaveCount(0);
  });

  test('a deployer pauses a flow with a reason and resumes it', async ({ page }) => {
    await signIn(page, 'deployer@example.com');
    await page.goto('/heartbeat/flows/outage-report-public');
    await expect(
      page.getByRole('heading', { level: 1, name: 'outage-report-public' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pause flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause outage-report-public' });
    await dialog.getByRole('button', { name: 'Pause flow' }).click();
    await expect(dialog.getByText('Field is required')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Planned maintenance of the web form');
    await dialog.getByRole('button', { name: 'Pause flow' }).click();
    await expect(dialog).toBeHidden();

    const notice = page.getByTestId('disablement');
    await expect(notice).toContainText('This flow is paused');
    await expect(notice).toContainText('Paused by Dag Deployer on');
    await expect(notice).toContainText('Reason: Planned maintenance of the web form');
    await expect(page.locator('[data-status="paused"]')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Resume flow' }).click();
    const resume = page.getByRole('dialog', { name: 'Resume outage-report-public' });
    await resume.getByRole('button', { name: 'Resume flow' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('disablement')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause flow' })).toBeVisible();
  });

  test('a monitor can look but not pause, see payloads or resubmit', async ({ page }) => {
    await signIn(page, 'monitor@example.com');
    await page.goto('/heartbeat/flows/outage-report-public');
    await expect(
      page.getByRole('heading', { level: 1, name: 'outage-report-public' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pause flow|Resume flow/ })).toHaveCount(0);

    await page.goto('/heartbeat/flow-traces?flowId=meter-readings-in&hasPayload=true');
    await expect(traceRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Show payload of trace/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resubmit' })).toHaveCount(0);
  });

  test('an unknown flow says so', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/flows/no-such-flow');
    await expect(
      page.getByRole('heading', { name: 'The flow no-such-flow could not be found.' }),
    ).toBeVisible();
  });

  // Two tests rather than one: axe over these large pages takes a while on a busy machine.
  test('the traces page, a trace and its payload pass axe', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/flow-traces?flowId=meter-readings-in&hasPayload=true');
    // The list itself is checked in both themes elsewhere: the dark one at every size by the
    // layout walks (layouts.spec.ts), the light one below.
    await expect(traceRows(page).first()).toBeVisible();

    await page
      .getByRole('button', { name: /^Details of trace/ })
      .first()
      .click();
    await expect(page.getByTestId('trace-details')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('trace-details').getByRole('button', { name: 'Show payload' }).click();
    await expect(page.getByTestId('payload-content')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // In the dark theme these pages are checked by the layout walks (layouts.spec.ts), on a phone.
  test('the overview, flows and traces pages pass axe in the light theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('console.theme', 'light'));
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat');
    await expect(page.getByRole('table', { name: 'Flows needing attention' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/heartbeat/flows');
    await expect(page.getByTestId('flows-shown')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/heartbeat/flow-traces?status=FAILED');
    await expect(traceRows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { expectNoAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

// Offline reloads are served by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const DAY_MS = 86_400_000;
const number = new Intl.NumberFormat('en-GB');
const COLUMNS = [
  'Flow ID',
  'Received',
  'Successful',
  'Failed',
  'Failure rate (%)',
  'Received (compare)',
  'Successful (compare)',
  'Failed (compare)',
  'Failure rate (compare, %)',
];

/** What the page shows: the periods above the table, the headers and the rows' cells. */
async function screen(page: Page) {
  const periods = await page
    .getByTestId('report-periods')
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
    );
  const table = page.getByRole('table', { name: 'Messages per flow' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const rows = await table
    .locator('[role="row"][data-row-key]')
    .evaluateAll((list) =>
      list.map((row) =>
        [...row.querySelectorAll(':scope > [role="cell"]')].map((cell) => cell.textContent ?? ''),
      ),
    );
  // A table too narrow for every column ends with the details toggle's header and cells.
  const named = headers.filter((name) => COLUMNS.includes(name));
  const count = Number(
    /^([\d,]+) of/
      .exec((await page.getByTestId('report-shown').textContent()) ?? '')?.[1]
      ?.replace(/,/g, ''),
  );
  return { periods, headers: named, rows: rows.map((row) => row.slice(0, named.length)), count };
}

async function saved(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The exported sheet as the page would show it (numbers formatted in en). */
function asShown(sheet: readonly (readonly unknown[])[], headers: string[]) {
  const header = sheet.findIndex((row) => row[0] === 'Flow ID');
  const columns = headers.map((name) => (sheet[header] as unknown[]).indexOf(name));
  const show = (value: unknown, column: number) => {
    if (typeof value !== 'number') return String(value);
    const name = String(sheet[header]![column]);
    return name.includes('%')
      ? value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : number.format(value);
  };
  return {
    periods: sheet.slice(0, header - 1).map((row) => [String(row[0]), String(row[1])]),
    rows: sheet
      .slice(header + 1)
      .map((row) => columns.filter((c) => c >= 0).map((column) => show(row[column], column))),
  };
}

test.describe('reporting', () => {
  test('the xlsx and the CSV hold what the page shows, also offline', async ({ page, context }) => {
    await signIn(page, 'monitor@example.com');
    const toDate = Date.now();
    await page.goto(`/heartbeat/reporting?fromDate=${toDate - DAY_MS}&toDate=${toDate}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
    await expect(page.getByLabel('Filter preset')).toHaveValue('all');
    await expect(page.getByLabel('Filter preset').locator('option:checked')).toHaveText(
      'Show all flows',
    );
    await expect(page.getByTestId('report-shown')).toHaveText(/^(\d[\d,]*) of \1 flows$/);
    await page.getByLabel('Flow ID', { exact: true }).fill('meter');
    await expect(page.getByTestId('report-shown')).toHaveText(/^[1-9][\d,]* of [\d,]+ flows$/);
    await page.getByLabel('Filter preset').selectOption({ label: 'Show flows with messages' });
    const shown = await screen(page);
    expect(shown.rows.length).toBeGreaterThan(0);
    expect(shown.rows.map((row) => row[0])).toEqual(shown.rows.map((row) => row[0]).sort());
    expect(shown.periods.map(([label]) => label)).toEqual([
      'Period',
      'Compare period',
      'Time zone',
    ]);
    await expectNoAxeViolations(page);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to xlsx' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^flow-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(await saved(xlsx));
    const fromXlsx = asShown(sheet, shown.headers);
    expect(fromXlsx.periods).toEqual(shown.periods);
    // The table renders the rows in view (virtualised): those are the first of the export.
    expect(fromXlsx.rows).toHaveLength(shown.count);
    expect(fromXlsx.rows.slice(0, shown.rows.length)).toEqual(shown.rows);

    // Offline, the CSV is made from the report on screen.
    await context.setOffline(true);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await saved(csv)).toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { delimiter: ',' }).data.map((row) =>
      row.map((cell) => (/^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)),
    );
    const fromCsv = asShown(parsed, shown.headers);
    expect(fromCsv.periods).toEqual(shown.periods);
    expect(fromCsv.rows).toHaveLength(shown.count);
    expect(fromCsv.rows.slice(0, shown.rows.length)).toEqual(shown.rows);
    await context.setOffline(false);
  });
});

import type { Page, Response } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * One clock: a browser in UTC, an organization in Europe/Oslo (the operator's, Nordkraft, with
 * no zone of the user's own). Every time the console shows or reads is Oslo's: never UTC's,
 * which is always one or two hours behind.
 */
test.use({ timezoneId: 'UTC' });

const ZONE = 'Europe/Oslo';
const DAY = 86_400_000;

function osloParts(at: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    clock: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
}

/** Minutes since midnight of an hh:mm(:ss) text. */
function minutesOf(text: string): number {
  const match = /(\d\d):(\d\d)/.exec(text);
  if (!match) throw new Error(`no time in "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The text shows Oslo's time of day now (give or take two minutes of a slow page). */
function expectOsloNow(text: string) {
  const now = minutesOf(osloParts(Date.now()).clock);
  const shown = minutesOf(text);
  const apart = Math.min((now - shown + 1440) % 1440, (shown - now + 1440) % 1440);
  expect(apart, `"${text}" is Oslo's time now (${osloParts(Date.now()).clock})`).toBeLessThan(3);
}

/** The zone caption, "updated" and "Data fetched" of the page on screen all say Oslo's now. */
async function expectToolbarInOslo(page: Page) {
  await expect(page.getByTestId('date-range-zone')).toHaveText(`Times in ${ZONE}`);
  await expect(page.getByTestId('refresh-updated')).toHaveText(/\d\d:\d\d:\d\d/);
  expectOsloNow(await page.getByTestId('refresh-updated').innerText());
  await expect(page.getByTestId('fetched-at').first()).toHaveText(/^Data fetched \d/);
  expectOsloNow(await page.getByTestId('fetched-at').first().innerText());
  // The default range is the last 24 hours until now: it starts this time yesterday in Oslo.
  const range = await page.getByTestId('date-range-button').innerText();
  const start = /^(\d{4})\.(\d\d)\.(\d\d) @ (\d\d:\d\d:\d\d) – now$/.exec(range);
  expect(start, range).not.toBeNull();
  expect(start?.slice(1, 4).join('-')).toBe(osloParts(Date.now() - DAY).date);
  expectOsloNow(start?.[4] ?? '');
}

const isTraces = (response: Response) => /\/v2\/\d+\/traces\?/.test(response.url());

test.describe('one clock', () => {
  test('overview, flows, traces and platform status show every time in the organization zone', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat');
    await expect(page.getByRole('heading', { name: 'Heartbeat overview' })).toBeVisible();
    await expectToolbarInOslo(page);

    await page.goto('/heartbeat/flows');
    await expect(page.getByRole('heading', { level: 1, name: 'Deployed flows' })).toBeVisible();
    await expectToolbarInOslo(page);

    const traces = page.waitForResponse((response) => isTraces(response) && response.ok());
    await page.goto('/heartbeat/flow-traces');
    const first = ((await (await traces).json()) as { data: { timeStamp: number }[] }).data[0];
    if (!first) throw new Error('the demo has traces');
    await expectToolbarInOslo(page);
    // Compact: the time alone when it is today in Oslo, else date and time; Oslo's either way.
    const table = page.getByRole('table', { name: 'Flow traces' });
    const timeColumn = (await table.getByRole('columnheader').allInnerTexts()).indexOf('Time');
    expect(timeColumn).toBeGreaterThanOrEqual(0);
    const cell = table.locator('[data-row-key]').first().getByRole('cell').nth(timeColumn);
    const { date, clock } = osloParts(first.timeStamp);
    if (date === osloParts(Date.now()).date) {
      await expect(cell).toHaveText(clock);
    } else {
      const [year, month, day] = date.split('-');
      await expect(cell).toHaveText(`${day}/${month}/${year}, ${clock}`);
    }

    const status = page.waitForResponse(
      (response) => response.url().endsWith('/api/platform/status') && response.ok(),
    );
    await page.goto('/platform');
    const body = (await (await status).json()) as {
      checkedAt: string;
      services: { startedAt: string }[];
    };
    const checked = osloParts(Date.parse(body.checkedAt));
    const [year, month, day] = checked.date.split('-');
    await expect(page.getByText(/^Checked /)).toHaveText(
      `Checked ${day}/${month}/${year}, ${checked.clock}`,
    );
    await expectToolbarInOslo(page);
    const started = Date.parse(body.services[0]?.startedAt ?? '');
    const startedRow = page.getByRole('table').locator('tbody tr').first();
    if (osloParts(started).date === osloParts(Date.now()).date) {
      await expect(startedRow.getByRole('cell').last()).toHaveText(osloParts(started).clock);
    }
  });

  test('a range typed in the picker is read and queried in the organization zone', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/heartbeat/flow-traces');
    await expect(page.getByTestId('date-range-zone')).toHaveText(`Times in ${ZONE}`);
    await page.getByTestId('date-range-button').click();
    await page.getByLabel('Range', { exact: true }).selectOption('custom');
    // 1 July 2025 is summer time in Oslo (UTC+2): 08:00 there is 06:00 UTC.
    const picker = page.getByRole('radiogroup', { name: 'End of the range to edit' });
    await picker.getByText('Start', { exact: true }).click();
    await page.getByLabel('Starting Date', { exact: true }).fill('2025-07-01');
    await page.getByLabel('Starting Time', { exact: true }).fill('08:00:00');
    await picker.getByText('End', { exact: true }).click();
    await page.getByLabel('Ending Date', { exact: true }).fill('2025-07-01');
    await page.getByLabel('Ending Time', { exact: true }).fill('09:30:00');
    // The traces asked for with the typed range (the page's earlier range ends now).
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      const from = Number(url.searchParams.get('fromDate') ?? Number.NaN);
      return /\/v2\/\d+\/traces$/.test(url.pathname) && from < Date.UTC(2025, 11, 31);
    });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const url = new URL((await asked).url());
    expect(Number(url.searchParams.get('fromDate'))).toBe(Date.UTC(2025, 6, 1, 6, 0));
    expect(Number(url.searchParams.get('toDate'))).toBe(Date.UTC(2025, 6, 1, 7, 30));
    await expect(page).toHaveURL(new RegExp(`fromDate=${Date.UTC(2025, 6, 1, 6)}`));
    await expect(page.getByTestId('date-range-button')).toHaveText(
      '2025.07.01 @ 08:00:00 – 2025.07.01 @ 09:30:00',
    );
  });
});

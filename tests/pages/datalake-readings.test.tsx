import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { READINGS_DEFAULTS } from '../../src/shared/contracts';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements();

const UP = '707057500000000017';
const READINGS = `/datalake/usage-points/${UP}/readings`;
const HOUR = 3_600_000;
const SELECTORS = {
  interval: 'Interval',
  aggregation: 'Aggregation',
  accumulation: 'Accumulation',
  macroPeriod: 'Macro period',
  stridePeriod: 'Stride period',
} as const;

const selector = async (name: keyof typeof SELECTORS) =>
  (await screen.findByRole('combobox', { name: SELECTORS[name] })) as HTMLSelectElement;

const param = (name: string) => new URLSearchParams(window.location.search).get(name);

/** The readings view's chart of the first channel, drawn from the server's answer. */
const chart = () => screen.findByRole('group', { name: 'Readings of Active energy import in kWh' });

/**
 * The readings view's selectors and range are in its address (a link reproduces what it shows,
 * back and forward move between choices), against the real server. Each test signs in as a
 * user of its own: the selectors last chosen are remembered per user and organization.
 */
describe('the meter readings view', () => {
  it('opens with the contract defaults and writes them into its address', async () => {
    await renderSignedIn(READINGS, 'operator@example.com');
    for (const name of Object.keys(SELECTORS) as (keyof typeof SELECTORS)[]) {
      expect((await selector(name)).value).toBe(READINGS_DEFAULTS[name]);
    }
    await waitFor(() => expect(param('interval')).toBe(READINGS_DEFAULTS.interval));
    expect(param('aggregation')).toBe(READINGS_DEFAULTS.aggregation);
    expect(await chart()).toBeTruthy();
  });

  it('reproduces hourly averages from a link, and moves back and forward between choices', async () => {
    await renderSignedIn(`${READINGS}?interval=PT1H&aggregation=Average`, 'deployer@example.com');
    expect((await selector('interval')).value).toBe('PT1H');
    expect((await selector('aggregation')).value).toBe('Average');
    expect(await chart()).toBeTruthy();

    fireEvent.change(await selector('aggregation'), { target: { value: 'Maximum' } });
    await waitFor(() => expect(param('aggregation')).toBe('Maximum'));
    expect(param('interval')).toBe('PT1H');

    act(() => window.history.back());
    await waitFor(async () => expect((await selector('aggregation')).value).toBe('Average'));
    act(() => window.history.forward());
    await waitFor(async () => expect((await selector('aggregation')).value).toBe('Maximum'));
  });

  it('keeps the selectors and the range across a switch of tabs', async () => {
    const toDate = Math.floor(Date.now() / HOUR) * HOUR - 24 * HOUR;
    const fromDate = toDate - 48 * HOUR;
    await renderSignedIn(
      `${READINGS}?fromDate=${fromDate}&toDate=${toDate}&interval=PT1H&macroPeriod=Daily`,
      'multi@example.com',
    );
    expect((await selector('macroPeriod')).value).toBe('Daily');
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByRole('region', { name: 'Meter (end device)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Meter readings' }));
    expect((await selector('macroPeriod')).value).toBe('Daily');
    expect((await selector('interval')).value).toBe('PT1H');
    expect(param('fromDate')).toBe(String(fromDate));
    expect(param('toDate')).toBe(String(toDate));
  });

  it('explains the macro and stride periods, labels days as days and flags partial ones', async () => {
    // Three days that start and end within a day (never at midnight, 30 minutes off the
    // hour): the first and the last day are partial, the two between whole.
    const toDate = Math.floor(Date.now() / HOUR) * HOUR - 24 * HOUR - HOUR / 2;
    const fromDate = toDate - 72 * HOUR;
    await renderSignedIn(
      `${READINGS}?fromDate=${fromDate}&toDate=${toDate}&interval=PT1H&macroPeriod=Daily`,
      'monitor@example.com',
    );
    for (const name of ['macroPeriod', 'stridePeriod'] as const) {
      const help = (await selector(name)).getAttribute('aria-describedby') ?? '';
      const text = help
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(text).toMatch(name === 'macroPeriod' ? /days, weeks .*or months/ : /running total/);
    }
    const table = await screen.findByRole('table', { name: 'Readings of Active energy import' });
    const times = await waitFor(() => {
      const cells = [...table.querySelectorAll('[role="row"]')]
        .slice(1)
        .map((row) => row.querySelector('[role="cell"]')?.textContent ?? '');
      expect(cells).toHaveLength(4);
      return cells;
    });
    // A day reads as a date alone, not as its midnight.
    for (const time of times) expect(time).not.toMatch(/\d{2}:\d{2}/);
    expect(times.map((time) => time.includes('partial'))).toEqual([true, false, false, true]);
  });
});

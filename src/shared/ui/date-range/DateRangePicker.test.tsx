import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { dateFieldOf } from './dateFields';
import { DEFAULT_SELECTION, resolveSelection, type DateRangeSelection } from './dateRange';
import { DateRangePicker } from './DateRangePicker';
import { readTimeHistory } from './timeHistory';

function Harness({
  onSelect,
  zone = 'UTC',
}: {
  onSelect: (selection: DateRangeSelection) => void;
  zone?: string;
}) {
  const [selection, setSelection] = useState(DEFAULT_SELECTION);
  const [now] = useState(() => Date.now());
  return (
    <DateRangePicker
      selection={selection}
      range={resolveSelection(selection, now, zone)}
      onSelect={(next) => {
        setSelection(next);
        onSelect(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  // The dialog's code loads when it is opened: loaded (and transformed) once here, so that
  // opening it in a test waits for a module already there, not for the transform on a busy
  // machine.
  beforeAll(() => import('./DateRangeForm'), 60_000);
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('applies a quick date, remembers its index, closes and highlights it', async () => {
    const chosen: DateRangeSelection[] = [];
    renderWithProviders(<Harness onSelect={(next) => chosen.push(next)} />);
    fireEvent.click(screen.getByTestId('date-range-button'));
    expect(await screen.findByText('Quick dates')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last Week' }));
    expect(chosen[0]?.dateOptionIndex).toBe(2);
    expect(screen.queryByText('Quick dates')).toBeNull();

    fireEvent.click(screen.getByTestId('date-range-button'));
    const option = await screen.findByRole('button', { name: 'Last Week' });
    expect(option.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('ignores an invalid date and names the crossing end', async () => {
    const chosen: DateRangeSelection[] = [];
    renderWithProviders(<Harness onSelect={(next) => chosen.push(next)} />);
    fireEvent.click(screen.getByTestId('date-range-button'));
    fireEvent.change(await screen.findByLabelText('Range'), { target: { value: 'custom' } });
    const endDate = screen.getByLabelText('Ending Date');
    expect(screen.getByLabelText('Ending Time')).toBeTruthy();

    fireEvent.change(endDate, { target: { value: '2025-02-30' } });
    expect(screen.getByText('Date is invalid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);

    fireEvent.change(endDate, { target: { value: '2000-01-01' } });
    expect(screen.getByText('End date cannot be before start date')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Start' }));
    fireEvent.change(screen.getByLabelText('Starting Date'), { target: { value: '2200-01-01' } });
    expect(screen.getByText('Start date cannot be after end date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Starting Date'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('Starting Time'), { target: { value: '08:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chosen).toHaveLength(1);
    // Read in the console's zone (UTC here), whatever the machine's.
    expect(new Date(chosen[0]?.fromDate ?? 0)).toEqual(new Date(Date.UTC(2020, 0, 1, 8)));
    expect(chosen[0]?.toDate).not.toBeNull();
    expect(chosen[0]?.dateOptionIndex).toBeNull();
  });

  it('says which zone it uses and reads a typed time in it, not in the browser zone', async () => {
    const chosen: DateRangeSelection[] = [];
    renderWithProviders(<Harness zone="Europe/Oslo" onSelect={(next) => chosen.push(next)} />, {
      timeZone: 'Europe/Oslo',
    });
    expect(screen.getByTestId('date-range-zone').textContent).toBe('Times in Europe/Oslo');
    fireEvent.click(screen.getByTestId('date-range-button'));
    fireEvent.change(await screen.findByLabelText('Range'), { target: { value: 'custom' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Start' }));
    fireEvent.change(screen.getByLabelText('Starting Date'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Starting Time'), { target: { value: '08:00:00' } });
    fireEvent.click(screen.getByRole('radio', { name: 'End' }));
    fireEvent.change(screen.getByLabelText('Ending Date'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Ending Time'), { target: { value: '09:30:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // 08:00 and 09:30 summer time in Oslo are 06:00 and 07:30 UTC.
    expect(chosen[0]?.fromDate).toBe(Date.UTC(2026, 6, 1, 6));
    expect(chosen[0]?.toDate).toBe(Date.UTC(2026, 6, 1, 7, 30));
    expect(screen.getByTestId('date-range-button').textContent).toBe(
      '2026.07.01 @ 08:00:00 – 2026.07.01 @ 09:30:00',
    );
  });

  // 25 hours apart: at any moment their dates differ, and one of them differs from the browser's.
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    it(`marks today in the console's zone in the calendar (${zone})`, async () => {
      renderWithProviders(<Harness zone={zone} onSelect={() => {}} />, { timeZone: zone });
      fireEvent.click(screen.getByTestId('date-range-button'));
      fireEvent.change(await screen.findByLabelText('Range'), { target: { value: 'custom' } });
      const today = dateFieldOf(Date.now(), zone);
      // Today's month in view, whatever day of the month it is.
      fireEvent.change(screen.getByLabelText('Ending Date'), { target: { value: today } });
      const marked = document.querySelectorAll('[aria-current="date"]');
      expect(marked).toHaveLength(1);
      expect(marked[0]?.textContent).toBe(String(Number(today.slice(8, 10))));
    });
  }

  it('applies a preset of the last N hours', async () => {
    const chosen: DateRangeSelection[] = [];
    renderWithProviders(<Harness onSelect={(next) => chosen.push(next)} />);
    fireEvent.click(screen.getByTestId('date-range-button'));
    fireEvent.change(await screen.findByLabelText('Number'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const picked = chosen[0];
    expect(picked && picked.toDate !== null && picked.toDate - (picked.fromDate ?? 0)).toBe(
      6 * 3_600_000,
    );
    expect(readTimeHistory()).toHaveLength(0);
  });
});

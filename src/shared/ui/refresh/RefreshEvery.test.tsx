import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RefreshEvery } from './RefreshEvery';

const KEYS = [['refreshed']] as const;

/** A page with one query, refreshed by the control (a tab on its own: no shell provider). */
function Page({ fetch, onTick }: { fetch: () => number; onTick?: () => void }) {
  const query = useQuery({ queryKey: KEYS[0], queryFn: fetch });
  return (
    <>
      <span>answer {query.data ?? 'none'}</span>
      <RefreshEvery queryKeys={KEYS} onTick={onTick} />
    </>
  );
}

function renderPage(fetch: () => number, onTick?: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Page fetch={fetch} onTick={onTick} />
    </QueryClientProvider>,
  );
}

describe('RefreshEvery', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts a 60-second refresh by default and stopping clears the interval', async () => {
    let count = 0;
    const fetch = vi.fn(() => count++);
    const onTick = vi.fn();
    renderPage(fetch, onTick);
    await screen.findByText('answer 0');
    expect(screen.getByLabelText('Refresh every')).toHaveProperty('value', '60');
    expect(screen.getByLabelText('Unit')).toHaveProperty('value', 'seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByLabelText('Refresh every')).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(59_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onTick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    await screen.findByText('answer 1');
    expect(onTick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(120_000));
    await screen.findByText('answer 3');
    expect(onTick).toHaveBeenCalledTimes(3);

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    act(() => vi.advanceTimersByTime(600_000));
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('refuses fewer than 5 seconds and an empty number, with the spec messages', () => {
    renderPage(() => 1);
    const input = screen.getByLabelText('Refresh every');
    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.getByText('Must be more then 4.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();

    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Field is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'minutes' } });
    fireEvent.change(input, { target: { value: '2' } });
    expect(screen.queryByText(/Must be more then/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
  });

  it('says the bound the rule keeps: 5 seconds is taken, so 4 is the number to be more than', () => {
    renderPage(() => 1);
    const input = screen.getByLabelText('Refresh every');
    fireEvent.change(input, { target: { value: '5' } });
    expect(screen.queryByText(/Must be more then/)).toBeNull();
    fireEvent.change(input, { target: { value: '4' } });
    expect(screen.getByText('Must be more then 4.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'minutes' } });
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByText('Must be more then 0.')).toBeTruthy();
  });

  it('takes a whole number: digits only, stepped by the arrow keys', () => {
    renderPage(() => 1);
    const input = screen.getByLabelText('Refresh every');
    fireEvent.change(input, { target: { value: '1.5x' } });
    expect(input).toHaveProperty('value', '15');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveProperty('value', '16');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveProperty('value', '14');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('refreshes on demand and shows when it last updated', async () => {
    let count = 0;
    const fetch = vi.fn(() => count++);
    const onTick = vi.fn();
    vi.setSystemTime(new Date(2025, 0, 15, 9, 8, 7));
    renderPage(fetch, onTick);
    await screen.findByText('answer 0');
    expect(screen.getByText('updated 09:08:07')).toBeTruthy();
    vi.setSystemTime(new Date(2025, 0, 15, 9, 10, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await screen.findByText('answer 1');
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('updated 09:10:00')).toBeTruthy();
  });

  it('keeps the time of the last good data after a failed refresh, and says it failed', async () => {
    let count = 0;
    const fetch = vi.fn(() => {
      if (count > 0) throw new Error('no answer');
      return count++;
    });
    vi.setSystemTime(new Date(2025, 0, 15, 9, 8, 7));
    renderPage(fetch);
    await screen.findByText('answer 0');
    expect(screen.getByText('updated 09:08:07')).toBeTruthy();
    vi.setSystemTime(new Date(2025, 0, 15, 9, 10, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('updated 09:08:07; the last refresh failed')).toBeTruthy();
    expect(screen.queryByText(/09:10:00/)).toBeNull();
  });
});

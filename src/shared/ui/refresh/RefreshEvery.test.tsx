import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../date-range/testing/renderWithUi';
import { RefreshEvery } from './RefreshEvery';
import { refreshSettings } from './refreshState';

describe('RefreshEvery', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    Object.assign(refreshSettings, { value: 60, unit: 'seconds', running: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts a 60-second refresh by default and stopping clears the interval', async () => {
    const onRefresh = vi.fn();
    renderWithUi(<RefreshEvery onRefresh={onRefresh} />);
    expect(screen.getByLabelText('Refresh every')).toHaveProperty('value', '60');
    // valtio tells its subscribers a moment later: let the re-render happen.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    act(() => vi.advanceTimersByTime(59_000));
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(120_000));
    expect(onRefresh).toHaveBeenCalledTimes(3);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop' })));
    act(() => vi.advanceTimersByTime(600_000));
    expect(onRefresh).toHaveBeenCalledTimes(3);
    expect(refreshSettings.running).toBe(false);
  });

  it('refuses fewer than 5 seconds and an empty number, with the spec messages', () => {
    renderWithUi(<RefreshEvery onRefresh={vi.fn()} />);
    const input = screen.getByLabelText('Refresh every');
    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.getByText('Must be more then 5.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(refreshSettings.running).toBe(false);

    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Field is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'minutes' } });
    fireEvent.change(input, { target: { value: '2' } });
    expect(screen.queryByText(/Must be more then/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(refreshSettings).toMatchObject({ value: 2, unit: 'minutes', running: true });
  });

  it('refreshes on demand and shows when it last updated', () => {
    const onRefresh = vi.fn();
    vi.setSystemTime(new Date(2025, 0, 15, 9, 8, 7));
    renderWithUi(<RefreshEvery onRefresh={onRefresh} />);
    expect(screen.getByText('updated 09:08:07')).toBeTruthy();
    vi.setSystemTime(new Date(2025, 0, 15, 9, 10, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('updated 09:10:00')).toBeTruthy();
  });
});

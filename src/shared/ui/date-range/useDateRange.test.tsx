import { act, cleanup } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { standaloneTabs, TabCoordinationProvider, type TabCoordination } from '../../tabs';
import { quickDateSelection } from './dateRange';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useDateRange, type DateRangeControl } from './useDateRange';

describe('useDateRange', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('keeps one select function from page to page, writing the range into the current address', () => {
    const seen: DateRangeControl['select'][] = [];
    let go: (to: string) => void = () => undefined;
    function Probe() {
      const { select } = useDateRange();
      const [, navigate] = useLocation();
      useLayoutEffect(() => {
        seen.push(select);
        go = navigate;
      });
      return null;
    }
    const { location } = renderWithProviders(<Probe />, { path: '/heartbeat?flowId=a' });
    act(() => go('/heartbeat/flows?flowId=b'));
    // A toolbar kept across pages gets the same function: it does not render again for it.
    expect(new Set(seen).size).toBe(1);
    const lastWeek = quickDateSelection(2, Date.now(), 'UTC');
    if (!lastWeek) throw new Error('quick date 2 is missing');
    act(() => seen[0]?.(lastWeek));
    const last = location.history?.at(-1) ?? '';
    expect(last.startsWith('/heartbeat/flows?')).toBe(true);
    expect(last).toContain('flowId=b');
    expect(last).toContain('dateOptionIndex=2');
  });

  it('renders a page without a range with the range the tabs share from the first render', () => {
    const from = Date.UTC(2025, 0, 1);
    const to = from + 24 * 60 * 60 * 1000;
    const adopted = { fromDate: String(from), toDate: String(to), dateOptionIndex: null };
    const tabs: TabCoordination = {
      ...standaloneTabs,
      useSharedDateRange: () => ({ mode: 'MultiScreen', shared: true, adopted }),
    };
    const ranges: string[] = [];
    function Probe() {
      const { range } = useDateRange();
      ranges.push(`${range.fromDate}-${range.toDate}`);
      return null;
    }
    renderWithProviders(
      <TabCoordinationProvider value={tabs}>
        <Probe />
      </TabCoordinationProvider>,
      { path: '/heartbeat/flows' },
    );
    // Never the default range first: its queries would start, be persisted and be dropped.
    expect(ranges.length).toBeGreaterThan(0);
    expect(new Set(ranges)).toEqual(new Set([`${from}-${to}`]));
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../shared/i18n';
import { prefetchedStaleTime } from '../../shared/modules';
import { queryRangeOf, selectionFromSearch } from '../../shared/ui/date-range';
import { accessQueries } from '../../modules/heartbeat/access/queries';
import { flowQueries } from '../../modules/heartbeat/model/flows';
import { trafficQueries } from '../../modules/heartbeat/model/traffic';
import { prefetchPage } from './usePagePreload';

const scope = { userId: 3, organizationId: 2 };

function asked(pathname: string, search = ''): unknown[] {
  const queryClient = new QueryClient();
  const keys: unknown[] = [];
  // Only what is asked for: nothing goes to a server.
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation((options) => {
    keys.push(options.queryKey);
    return Promise.resolve();
  });
  prefetchPage(queryClient, scope, { pathname, search });
  return keys;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetchPage', () => {
  it("asks for the overview's queries, with the keys its page uses, as the console starts on it", () => {
    const search = '?organization=nordkraft&dateOptionIndex=0';
    const range = queryRangeOf(selectionFromSearch(search), Date.now(), browserTimeZone());
    const keys = asked('/heartbeat', search);
    expect(keys).toEqual([
      trafficQueries.histogram(2, range).queryKey,
      trafficQueries.summary(2, range).queryKey,
      trafficQueries.metrics(2, range).queryKey,
      flowQueries.flows(2).queryKey,
      accessQueries.discrepancies(2).queryKey,
    ]);
    // Only the answers of this prefetch are fresh for a moment (prefetch.test.ts), not any.
    const staleTimes = [
      trafficQueries.histogram(2, range).staleTime,
      trafficQueries.summary(2, range).staleTime,
      trafficQueries.metrics(2, range).staleTime,
      flowQueries.flows(2).staleTime,
      accessQueries.discrepancies(2).staleTime,
    ];
    expect(staleTimes.every((staleTime) => staleTime === prefetchedStaleTime)).toBe(true);
    // Under either base path, with or without a trailing slash.
    expect(asked('/connect/')).toHaveLength(5);
  });

  it('asks for nothing on a page without a prefetch or outside the modules', () => {
    expect(asked('/heartbeat/flows')).toEqual([]);
    expect(asked('/heartbeat/flows/abc')).toEqual([]);
    expect(asked('/heartbeatx')).toEqual([]);
    expect(asked('/login')).toEqual([]);
  });
});

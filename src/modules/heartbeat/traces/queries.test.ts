import {
  hashKey,
  InfiniteQueryObserver,
  QueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightsApi, type TraceQuery } from '../../../shared/api';
import type { TracePage } from '../../../shared/contracts';
import {
  DAY,
  DEFAULT_SELECTION,
  HOUR,
  queryRangeOf,
  type DateRangeSelection,
} from '../../../shared/ui/date-range';
import { heartbeatKeys } from '../keys';
import { traceQueries, type TraceListPage, type TracePageParam } from './queries';

const ORG = 2;
const ZONE = 'Europe/Oslo';
const START = Date.UTC(2025, 0, 15, 12);
const LAST_24_HOURS = DEFAULT_SELECTION;
const TODAY: DateRangeSelection = { fromDate: null, toDate: null, dateOptionIndex: 0 };
const FIXED: DateRangeSelection = { fromDate: START - DAY, toDate: START, dateOptionIndex: null };

const listKey = (selection: DateRangeSelection, now: number, flowId?: string) =>
  hashKey(heartbeatKeys.traceList(ORG, queryRangeOf(selection, now, ZONE), { flowId }));

/** A full page of 100 traces, so the list offers another. */
function fullPage(query: TraceQuery): TracePage {
  const offset = query.offset ?? 0;
  return {
    data: [],
    meta: {
      requestedResultMaxSize: 100,
      resultOffset: offset,
      actualResultSize: 100,
      totalNoOfMatches: 1000,
      totalIsLowerBound: false,
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('trace list keys', () => {
  it('name a range that follows the clock by its rule: the same key as time passes', () => {
    for (const selection of [LAST_24_HOURS, TODAY]) {
      expect(listKey(selection, START + HOUR)).toBe(listKey(selection, START));
      expect(listKey(selection, START + 3 * DAY)).toBe(listKey(selection, START));
    }
    expect(listKey(LAST_24_HOURS, START)).not.toBe(listKey(TODAY, START));
    expect(listKey(LAST_24_HOURS, START, 'a')).not.toBe(listKey(LAST_24_HOURS, START, 'b'));
  });

  it('name a fixed range by its ends, and hold no time of their own', () => {
    expect(listKey(FIXED, START + DAY)).toBe(listKey(FIXED, START));
    const other = { ...FIXED, fromDate: START - 2 * DAY };
    expect(listKey(other, START)).not.toBe(listKey(FIXED, START));
    expect(listKey(LAST_24_HOURS, START)).not.toContain(String(START));
  });
});

describe('trace list pages', () => {
  it('ask for the range as of the first page, and again from the first page on a refetch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const asked: TraceQuery[] = [];
    vi.spyOn(insightsApi, 'traces').mockImplementation(async (_org, query) => {
      asked.push(query);
      return fullPage(query);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = traceQueries.traces(ORG, queryRangeOf(LAST_24_HOURS, START, ZONE), {
      flowId: 'a',
    });
    await client.fetchInfiniteQuery(options);
    const list = new InfiniteQueryObserver(client, { ...options, staleTime: Infinity });
    const unsubscribe = list.subscribe(() => undefined);

    // "Load more" a minute later, and an hour later: the list on screen goes on.
    vi.setSystemTime(START + 60_000);
    await list.fetchNextPage();
    vi.setSystemTime(START + HOUR);
    await list.fetchNextPage();
    const pages = client.getQueryData<InfiniteData<TraceListPage, TracePageParam>>(
      options.queryKey,
    );
    expect(pages?.pages.map((page) => page.meta.resultOffset)).toEqual([0, 100, 200]);
    const loaded = asked.map(({ fromDate, toDate, offset }) => ({ fromDate, toDate, offset }));
    const first = { fromDate: START - DAY, toDate: START };
    expect(loaded).toEqual([
      { ...first, offset: 0 },
      { ...first, offset: 100 },
      { ...first, offset: 200 },
    ]);
    expect(asked.every((query) => query.flowId === 'a')).toBe(true);

    // A refetch (a refresh tick, or the list restored after a reload) asks for the moved range.
    asked.length = 0;
    vi.setSystemTime(START + 2 * HOUR);
    await client.refetchQueries({ queryKey: options.queryKey });
    const moved = { fromDate: START + 2 * HOUR - DAY, toDate: START + 2 * HOUR };
    expect(asked.map(({ fromDate, toDate, offset }) => ({ fromDate, toDate, offset }))).toEqual([
      { ...moved, offset: 0 },
      { ...moved, offset: 100 },
      { ...moved, offset: 200 },
    ]);
    unsubscribe();
  });
});

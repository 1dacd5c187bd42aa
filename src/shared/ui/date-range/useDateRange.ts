import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSharedDateRange } from '../../tabs';
import {
  followsClock,
  queryRangeOf,
  searchWithSelection,
  selectionFromSearch,
  type DateRangeSelection,
  type QueryRange,
} from './dateRange';
import { rememberRange } from './timeHistory';

export interface DateRangeControl {
  /** What the URL holds (fromDate, toDate, dateOptionIndex). */
  selection: DateRangeSelection;
  /** The concrete range, with its rule when it follows the clock (see QueryRange). */
  range: QueryRange;
  /** True when the range moves with the clock at each refresh. */
  live: boolean;
  /** Writes a new selection into the URL and the time history. */
  select: (selection: DateRangeSelection) => void;
  /** Moves a range that follows the clock up to now. */
  refresh: () => void;
}

/**
 * The date range of the current page, carried in the URL query. In MultiScreen mode the open
 * tabs share it: a range chosen here is sent to the others, theirs is written into this URL.
 */
export function useDateRange(): DateRangeControl {
  useSharedDateRange();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const selection = useMemo(() => selectionFromSearch(search), [search]);
  const [now, setNow] = useState(() => Date.now());
  const range = useMemo(() => queryRangeOf(selection, now), [selection, now]);

  // `select` reads the address when called, so it stays the same function from page to page
  // (a toolbar kept across pages does not render again for a navigation).
  const address = useRef({ location, search });
  useLayoutEffect(() => {
    address.current = { location, search };
  }, [location, search]);
  const select = useCallback(
    (next: DateRangeSelection) => {
      rememberRange(next);
      setNow(Date.now());
      const current = address.current;
      navigate(`${current.location}${searchWithSelection(current.search, next)}`);
    },
    [navigate],
  );
  const refresh = useCallback(() => setNow(Date.now()), []);

  // One object per change, not per render: a frame hands it to its pages through a context.
  return useMemo(
    () => ({ selection, range, live: followsClock(selection), select, refresh }),
    [selection, range, select, refresh],
  );
}

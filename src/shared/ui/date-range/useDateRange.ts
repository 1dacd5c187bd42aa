import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTimeZone } from '../../i18n';
import { DATE_RANGE_PARAMS, useSharedDateRange, type DateRangeParams } from '../../tabs';
import {
  followsClock,
  queryRangeOf,
  searchWithSelection,
  selectionFromSearch,
  type DateRangeSelection,
  type QueryRange,
} from './dateRange';
import { rememberRange } from './timeHistory';

function withRangeParams(search: string, range: DateRangeParams): string {
  const params = new URLSearchParams(search);
  for (const name of DATE_RANGE_PARAMS) {
    const value = range[name];
    if (value !== null) params.set(name, value);
  }
  return params.toString();
}

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
  const { adopted } = useSharedDateRange();
  const search = useSearch();
  const [location, navigate] = useLocation();
  // A page opened without a range takes the other tabs' range from its first render (the
  // address follows a moment later): its queries start once, with the range it will show.
  const selection = useMemo(
    () => selectionFromSearch(adopted ? withRangeParams(search, adopted) : search),
    [search, adopted],
  );
  const zone = useTimeZone();
  const [now, setNow] = useState(() => Date.now());
  const range = useMemo(() => queryRangeOf(selection, now, zone), [selection, now, zone]);

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

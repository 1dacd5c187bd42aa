import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  followsClock,
  resolveSelection,
  searchWithSelection,
  selectionFromSearch,
  type DateRangeSelection,
  type ResolvedRange,
} from './dateRange';
import { rememberRange } from './timeHistory';

export interface DateRangeControl {
  /** What the URL holds (fromDate, toDate, dateOptionIndex). */
  selection: DateRangeSelection;
  /** The concrete range queries use. */
  range: ResolvedRange;
  /** True when the range moves with the clock at each refresh. */
  live: boolean;
  /** Writes a new selection into the URL and the time history. */
  select: (selection: DateRangeSelection) => void;
  /** Moves a range that follows the clock up to now. */
  refresh: () => void;
}

/** The date range of the current page, carried in the URL query. */
export function useDateRange(): DateRangeControl {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const selection = useMemo(() => selectionFromSearch(search), [search]);
  const [now, setNow] = useState(() => Date.now());
  const range = useMemo(() => resolveSelection(selection, now), [selection, now]);

  const select = useCallback(
    (next: DateRangeSelection) => {
      rememberRange(next);
      setNow(Date.now());
      navigate(`${location}${searchWithSelection(search, next)}`);
    },
    [location, navigate, search],
  );
  const refresh = useCallback(() => setNow(Date.now()), []);

  return { selection, range, live: followsClock(selection), select, refresh };
}

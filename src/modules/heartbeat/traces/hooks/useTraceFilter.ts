import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchWithTraceFilter, traceFilterFromSearch, type TraceFilter } from '../lib/traceFilter';

/** The trace filters held in the URL query, and a way to change them. */
export function useTraceFilter() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filter = useMemo(() => traceFilterFromSearch(search), [search]);
  const setFilter = useCallback(
    (next: TraceFilter) => navigate(`${location}${searchWithTraceFilter(search, next)}`),
    [location, navigate, search],
  );
  return { filter, setFilter };
}

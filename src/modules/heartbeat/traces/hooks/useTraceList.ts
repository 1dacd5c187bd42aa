import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueryRange } from '../../../../shared/ui/date-range';
import type { TraceListFilter } from '../lib/traceFilter';
import { traceQueries } from '../queries';

/** The loaded pages of a trace list, flattened once per page loaded. */
export function useTraceList(org: number, range: QueryRange, filter: TraceListFilter) {
  const list = useInfiniteQuery(traceQueries.traces(org, range, filter));
  const traces = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const meta = list.data?.pages.at(-1)?.meta;
  return { list, traces, meta };
}

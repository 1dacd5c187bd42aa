import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TraceQuery } from '../../../../shared/api';
import { traceQueries } from '../queries';

/** The loaded pages of a trace list, flattened once per page loaded. */
export function useTraceList(org: number, query: Omit<TraceQuery, 'offset' | 'limit'>) {
  const list = useInfiniteQuery(traceQueries.traces(org, query));
  const traces = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const meta = list.data?.pages.at(-1)?.meta;
  return { list, traces, meta };
}

import type { TraceQuery } from '../../../../shared/api';
import {
  ERROR_CATEGORIES,
  TRACE_STATUSES,
  type ErrorCategory,
  type TraceStatus,
} from '../../../../shared/contracts';

/** The filters of the flow traces page, carried in the URL query. */
export interface TraceFilter {
  flowId: string;
  status: TraceStatus | null;
  errorCategory: ErrorCategory | null;
  hasPayload: boolean | null;
  q: string;
}

export const EMPTY_TRACE_FILTER: TraceFilter = {
  flowId: '',
  status: null,
  errorCategory: null,
  hasPayload: null,
  q: '',
};

export const TRACE_FILTER_PARAMS = {
  flowId: 'flowId',
  status: 'status',
  errorCategory: 'errorCategory',
  hasPayload: 'hasPayload',
  q: 'q',
} as const satisfies Record<keyof TraceFilter, string>;

/** Flow ids as the server accepts them. */
const FLOW_ID = /^[a-z0-9][a-z0-9._-]{0,99}$/;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

/** The filter in a query string; unknown values are ignored. */
export function traceFilterFromSearch(search: string): TraceFilter {
  const params = new URLSearchParams(search);
  const flowId = (params.get(TRACE_FILTER_PARAMS.flowId) ?? '').trim();
  const hasPayload = params.get(TRACE_FILTER_PARAMS.hasPayload);
  return {
    flowId: FLOW_ID.test(flowId) ? flowId : '',
    status: oneOf(TRACE_STATUSES, params.get(TRACE_FILTER_PARAMS.status)),
    errorCategory: oneOf(ERROR_CATEGORIES, params.get(TRACE_FILTER_PARAMS.errorCategory)),
    hasPayload: hasPayload === 'true' ? true : hasPayload === 'false' ? false : null,
    q: (params.get(TRACE_FILTER_PARAMS.q) ?? '').trim().slice(0, 200),
  };
}

/** `search` with the filter written in; other parameters (the date range) are kept. */
export function searchWithTraceFilter(search: string, filter: TraceFilter): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | null) =>
    value === null || value === '' ? params.delete(name) : params.set(name, value);
  set(TRACE_FILTER_PARAMS.flowId, filter.flowId.trim());
  set(TRACE_FILTER_PARAMS.status, filter.status);
  set(TRACE_FILTER_PARAMS.errorCategory, filter.errorCategory);
  set(
    TRACE_FILTER_PARAMS.hasPayload,
    filter.hasPayload === null ? null : String(filter.hasPayload),
  );
  set(TRACE_FILTER_PARAMS.q, filter.q.trim());
  // A new filter starts from the first page.
  params.delete('offset');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const isValidFlowId = (value: string): boolean => FLOW_ID.test(value.trim());

/**
 * What picks a trace list's traces besides the range and paging, as the server takes it. Part
 * of the list's query key: the range is named there by its rule (see traceKeys.traceList).
 */
export type TraceListFilter = Omit<TraceQuery, 'fromDate' | 'toDate' | 'offset' | 'limit'>;

/** The filter of a trace list, leaving out empty filters. */
export function traceListFilterOf(filter: TraceFilter): TraceListFilter {
  return {
    flowId: filter.flowId || undefined,
    status: filter.status ?? undefined,
    errorCategory: filter.errorCategory ?? undefined,
    hasPayload: filter.hasPayload ?? undefined,
    q: filter.q || undefined,
  };
}

export const hasAnyFilter = (filter: TraceFilter): boolean =>
  filter.flowId !== '' ||
  filter.status !== null ||
  filter.errorCategory !== null ||
  filter.hasPayload !== null ||
  filter.q !== '';

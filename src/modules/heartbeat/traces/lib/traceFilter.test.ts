import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRACE_FILTER,
  hasAnyFilter,
  searchWithTraceFilter,
  traceFilterFromSearch,
  traceListFilterOf,
} from './traceFilter';

describe('trace filter <-> URL', () => {
  it('reads every filter from the query', () => {
    expect(
      traceFilterFromSearch(
        '?flowId=meter-readings-in&status=FAILED&errorCategory=REQUEST_TIMEOUT&hasPayload=true&q=timeout',
      ),
    ).toEqual({
      flowId: 'meter-readings-in',
      status: 'FAILED',
      errorCategory: 'REQUEST_TIMEOUT',
      hasPayload: true,
      q: 'timeout',
    });
    expect(traceFilterFromSearch('')).toEqual(EMPTY_TRACE_FILTER);
    expect(traceFilterFromSearch('?hasPayload=false').hasPayload).toBe(false);
  });

  it('ignores values the server would refuse', () => {
    expect(
      traceFilterFromSearch('?flowId=Not%20A%20Flow&status=BROKEN&errorCategory=OOPS&hasPayload=1'),
    ).toEqual(EMPTY_TRACE_FILTER);
    expect(traceFilterFromSearch(`?q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes the filter and keeps the date range and organization', () => {
    const search = searchWithTraceFilter(
      '?organization=nordkraft&fromDate=1&toDate=2&flowId=old&offset=200',
      { ...EMPTY_TRACE_FILTER, flowId: ' meter-readings-in ', hasPayload: true },
    );
    expect(search).toBe(
      '?organization=nordkraft&fromDate=1&toDate=2&flowId=meter-readings-in&hasPayload=true',
    );
    expect(searchWithTraceFilter('?flowId=a&status=FAILED', EMPTY_TRACE_FILTER)).toBe('');
  });

  it('round-trips', () => {
    const filter = {
      flowId: 'erp-billing-export',
      status: 'RETRYING' as const,
      errorCategory: 'CONNECTION_REFUSED' as const,
      hasPayload: false,
      q: 'refused',
    };
    expect(traceFilterFromSearch(searchWithTraceFilter('', filter))).toEqual(filter);
  });

  it('makes the filter of a trace list, leaving out empty filters', () => {
    expect(traceListFilterOf(EMPTY_TRACE_FILTER)).toEqual({
      flowId: undefined,
      status: undefined,
      errorCategory: undefined,
      hasPayload: undefined,
      q: undefined,
    });
    expect(traceListFilterOf({ ...EMPTY_TRACE_FILTER, hasPayload: false, q: 'x' })).toEqual({
      hasPayload: false,
      q: 'x',
    });
    expect(hasAnyFilter(EMPTY_TRACE_FILTER)).toBe(false);
    expect(hasAnyFilter({ ...EMPTY_TRACE_FILTER, q: 'x' })).toBe(true);
  });
});

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TimeRange } from '../../../shared/api';
import { buildFlowRows } from '../lib/flowRows';
import { heartbeatQueries } from '../queries';

/** The deployed flows with their status and warnings over the range, derived once per answer. */
export function useFlowRows(org: number, range: TimeRange) {
  const flows = useQuery(heartbeatQueries.flows(org));
  const metrics = useQuery(heartbeatQueries.metrics(org, range));
  // Without metrics every flow would look healthy: wait for them unless they failed.
  const metricsSettled = metrics.data !== undefined || metrics.isError;
  const rows = useMemo(
    () =>
      flows.data && metricsSettled ? buildFlowRows(flows.data, metrics.data ?? []) : undefined,
    [flows.data, metrics.data, metricsSettled],
  );
  return { flows, metrics, rows };
}

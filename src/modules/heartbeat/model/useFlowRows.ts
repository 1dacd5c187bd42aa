import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TimeRange } from '../../../shared/api';
import type { DeployedFlow, FlowMetrics } from '../../../shared/contracts';
import { buildFlowRows, type FlowRow } from './flowRows';
import { flowQueries } from './flows';
import { trafficQueries } from './traffic';

const NO_METRICS: readonly FlowMetrics[] = [];
const rowsCache = new WeakMap<
  readonly DeployedFlow[],
  WeakMap<readonly FlowMetrics[], FlowRow[]>
>();

/**
 * The rows of one pair of answers, built once for every page that shows them: the overview
 * and the flows list read the same cached answers, so going from one to the other does not
 * derive thousands of rows again.
 */
function sharedFlowRows(
  flows: readonly DeployedFlow[],
  metrics: readonly FlowMetrics[] = NO_METRICS,
): FlowRow[] {
  let byMetrics = rowsCache.get(flows);
  if (!byMetrics) {
    byMetrics = new WeakMap();
    rowsCache.set(flows, byMetrics);
  }
  let rows = byMetrics.get(metrics);
  if (!rows) {
    rows = buildFlowRows(flows, metrics);
    byMetrics.set(metrics, rows);
  }
  return rows;
}

/** The deployed flows with their status and counts over the range, derived once per pair of answers. */
export function useFlowRows(org: number, range: TimeRange) {
  const flows = useQuery(flowQueries.flows(org));
  const metrics = useQuery(trafficQueries.metrics(org, range));
  // Without metrics every flow would look healthy: wait for them unless they failed.
  const metricsSettled = metrics.data !== undefined || metrics.isError;
  const rows = useMemo(
    () => (flows.data && metricsSettled ? sharedFlowRows(flows.data, metrics.data) : undefined),
    [flows.data, metrics.data, metricsSettled],
  );
  return { flows, metrics, rows };
}

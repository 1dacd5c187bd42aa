import type { DeployedFlow, FlowMetrics } from '../../../../shared/contracts';

/** The four states of the overview counts (up, failing, paused, down). */
export const FLOW_STATUSES = ['failing', 'down', 'paused', 'up'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

/** A flow is failing when at least one in twenty of its messages failed (as the server counts). */
export const FAILING_RATIO = 0.05;

export const isFlowStatus = (value: unknown): value is FlowStatus =>
  typeof value === 'string' && (FLOW_STATUSES as readonly string[]).includes(value);

export function isFailing(metrics: Pick<FlowMetrics, 'total' | 'failed'> | undefined): boolean {
  if (!metrics || metrics.failed <= 0) return false;
  return metrics.failed / Math.max(1, metrics.total) >= FAILING_RATIO;
}

/** Paused wins over down, down over failing: what needs doing first shows first. */
export function flowStatus(flow: DeployedFlow, metrics?: FlowMetrics): FlowStatus {
  if (flow.disablement) return 'paused';
  if (flow.flowSpec.flowState !== 'STARTED') return 'down';
  if (isFailing(metrics)) return 'failing';
  return 'up';
}

/** Sort rank: failing first, then down, paused and up. */
export const statusRank = (status: FlowStatus): number => FLOW_STATUSES.indexOf(status);

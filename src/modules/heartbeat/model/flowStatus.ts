import { isFailing } from '../../../shared/contracts';
import type { DeployedFlow, FlowMetrics } from '../../../shared/contracts';

/** The four states of the overview counts (up, failing, paused, down). */
export const FLOW_STATUSES = ['failing', 'down', 'paused', 'up'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const isFlowStatus = (value: unknown): value is FlowStatus =>
  typeof value === 'string' && (FLOW_STATUSES as readonly string[]).includes(value);

export { isFailing };

/** Paused wins over down, down over failing: what needs doing first shows first. */
export function flowStatus(flow: DeployedFlow, metrics?: FlowMetrics): FlowStatus {
  if (flow.disablement) return 'paused';
  if (flow.flowSpec.flowState !== 'STARTED') return 'down';
  if (isFailing(metrics)) return 'failing';
  return 'up';
}

/** Sort rank: failing first, then down, paused and up. */
export const statusRank = (status: FlowStatus): number => FLOW_STATUSES.indexOf(status);

import type { DeployedFlow, FlowMetrics } from '../../../shared/contracts';

export type FlowWarning =
  | { kind: 'notUp' }
  | { kind: 'failedMessages'; count: number; percentage: number }
  | { kind: 'connectorErrors'; count: number };

/** Failed share of all messages in percent, one decimal. */
export function failurePercentage(failed: number, total: number): number {
  if (total <= 0 || failed <= 0) return 0;
  return Math.round((failed / total) * 1000) / 10;
}

/**
 * The warnings of a flow (spec 8): not up (stopped or paused), failed messages with their
 * share, and connector errors, over the selected range.
 */
export function flowWarnings(flow: DeployedFlow, metrics: FlowMetrics | undefined): FlowWarning[] {
  const warnings: FlowWarning[] = [];
  if (flow.flowSpec.flowState !== 'STARTED' || flow.disablement) warnings.push({ kind: 'notUp' });
  if (metrics && metrics.failed > 0) {
    warnings.push({
      kind: 'failedMessages',
      count: metrics.failed,
      percentage: failurePercentage(metrics.failed, metrics.total),
    });
  }
  if (metrics && metrics.connectorErrors > 0) {
    warnings.push({ kind: 'connectorErrors', count: metrics.connectorErrors });
  }
  return warnings;
}

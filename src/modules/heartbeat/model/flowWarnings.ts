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

/** What a flow's warnings are made of, from its flow and metrics or from its list row. */
export interface WarningFacts {
  notUp: boolean;
  failed: number;
  percentage: number;
  connectorErrors: number;
}

/**
 * The warnings of a flow (spec 8): not up (stopped or paused), failed messages with their
 * share, and connector errors, over the selected range.
 */
export function warningsOf(facts: WarningFacts): FlowWarning[] {
  const warnings: FlowWarning[] = [];
  if (facts.notUp) warnings.push({ kind: 'notUp' });
  if (facts.failed > 0) {
    warnings.push({ kind: 'failedMessages', count: facts.failed, percentage: facts.percentage });
  }
  if (facts.connectorErrors > 0) {
    warnings.push({ kind: 'connectorErrors', count: facts.connectorErrors });
  }
  return warnings;
}

export function flowWarnings(flow: DeployedFlow, metrics: FlowMetrics | undefined): FlowWarning[] {
  const failed = metrics?.failed ?? 0;
  return warningsOf({
    notUp: flow.flowSpec.flowState !== 'STARTED' || Boolean(flow.disablement),
    failed,
    percentage: failurePercentage(failed, metrics?.total ?? 0),
    connectorErrors: metrics?.connectorErrors ?? 0,
  });
}

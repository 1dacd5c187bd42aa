import { isFailing } from '@contracts/rules';
import type { Kysely } from 'kysely';
import type { FlowMetrics, FlowsSummary, Histogram } from '@contracts/heartbeat';
import type { DB } from '../../db/schema';
import { bucketCounts, rangeTotals } from './flow-hours';
import type { Range } from '../../lib/range';

function inRange(range: Range) {
  return { from: range.fromDate, to: range.toDate };
}

export async function flowMetrics(
  db: Kysely<DB>,
  organizationId: number,
  range: Range,
  flowId?: string,
): Promise<FlowMetrics[]> {
  const { from, to } = inRange(range);
  const totals = await rangeTotals(db, organizationId, from, to, flowId);
  return totals.map((r) => ({
    flowId: r.flow_id,
    // An exchange ends in SUCCESS or FAILED; RETRYING attempts are not messages.
    total: r.successful + r.failed,
    successful: r.successful,
    failed: r.failed,
    inFlight: 0,
    buffered: 0,
    stashed: 0,
    processingTime: {
      min: r.processing_min,
      avg: Math.round(r.processing_sum / r.attempts),
      max: r.processing_max,
    },
    responseTime: {
      min: r.response_min,
      avg: Math.round(r.response_sum / r.attempts),
      max: r.response_max,
    },
    connectorErrors: r.connector_errors,
  }));
}

export async function histogram(
  db: Kysely<DB>,
  organizationId: number,
  range: Range,
  buckets: number,
  flowId?: string,
): Promise<Histogram> {
  const { from, to } = inRange(range);
  const bucketMs = Math.max(1, Math.ceil((to - from) / buckets));
  const byBucket = await bucketCounts(db, organizationId, from, to, bucketMs, flowId);
  return {
    flowId: flowId ?? null,
    fromDate: from,
    toDate: to,
    bucketMs,
    buckets: Array.from({ length: Math.ceil((to - from) / bucketMs) }, (_, i) => {
      const row = byBucket.get(i);
      return {
        start: from + i * bucketMs,
        successful: Number(row?.successful ?? 0),
        failed: Number(row?.failed ?? 0),
      };
    }),
  };
}

export async function flowsSummary(
  db: Kysely<DB>,
  organizationId: number,
  range: Range,
): Promise<FlowsSummary> {
  const flows = await db
    .selectFrom('flows')
    .select(['id', 'state', 'paused'])
    .where('organization_id', '=', organizationId)
    .execute();
  const metrics = await flowMetrics(db, organizationId, range);
  const messages = metrics.reduce((sum, m) => sum + m.total, 0);
  const failedMessages = metrics.reduce((sum, m) => sum + m.failed, 0);
  return {
    flows: flows.length,
    up: flows.filter((f) => f.state === 'STARTED' && f.paused === 0).length,
    down: flows.filter((f) => f.state !== 'STARTED').length,
    paused: flows.filter((f) => f.paused === 1).length,
    failing: metrics.filter((m) => isFailing(m)).length,
    messages,
    failedMessages,
    failureRate: messages === 0 ? 0 : failedMessages / messages,
  };
}

import type { Kysely } from 'kysely';
import type { FlowReport, FlowReportRow, ReportCounts } from '@contracts/heartbeat';
import type { DB } from '../../db/schema';
import { rangeTotals, type FlowTotals } from './flow-hours';
import type { Range } from '../../lib/range';
import { histogram } from './traffic-store';

function counts(totals: FlowTotals | undefined): ReportCounts {
  const successful = totals?.successful ?? 0;
  const failed = totals?.failed ?? 0;
  // An exchange ends in SUCCESS or FAILED; RETRYING attempts are not messages.
  const received = successful + failed;
  return { received, successful, failed, failureRate: received === 0 ? 0 : failed / received };
}

/**
 * The all-flows report of a range and its compare period: every deployed flow (and any flow
 * with messages in either period) with its counts, by flowId. The sums come from the flow
 * hours, added up by the database (the traces only for partial hours at the ends).
 */
export async function flowReport(
  db: Kysely<DB>,
  organizationId: number,
  range: Range,
  compare: Range,
  buckets: number,
): Promise<FlowReport> {
  const deployed = await db
    .selectFrom('flows')
    .select('id')
    .where('organization_id', '=', organizationId)
    .execute();
  const current = await rangeTotals(db, organizationId, range.fromDate, range.toDate);
  const previous = await rangeTotals(db, organizationId, compare.fromDate, compare.toDate);
  const byFlow = (list: FlowTotals[]) => new Map(list.map((row) => [row.flow_id, row]));
  const currentByFlow = byFlow(current);
  const previousByFlow = byFlow(previous);
  const ids = new Set([...deployed.map((row) => row.id), ...currentByFlow.keys()]);
  for (const id of previousByFlow.keys()) ids.add(id);
  const flows: FlowReportRow[] = [...ids]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((flowId) => ({
      flowId,
      ...counts(currentByFlow.get(flowId)),
      compare: counts(previousByFlow.get(flowId)),
    }));
  return {
    fromDate: range.fromDate,
    toDate: range.toDate,
    compareFromDate: compare.fromDate,
    compareToDate: compare.toDate,
    flows,
    chart: await histogram(db, organizationId, range, buckets),
    compareChart: await histogram(db, organizationId, compare, buckets),
  };
}

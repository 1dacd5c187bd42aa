import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Trace } from '@contracts/heartbeat';
import type { DB, TracesTable } from '../../db/schema';
import type { Range } from '../../lib/range';

export interface TraceFilter extends Range {
  flowId?: string;
  status?: string;
  errorCategory?: string;
  hasPayload?: boolean;
  q?: string;
  offset: number;
  limit: number;
}

/** The columns of a trace in a page: not steps_json (the details read it) nor response time. */
export const TRACE_COLUMNS = [
  'id',
  'flow_id',
  'exchange_id',
  'name',
  'type',
  'time_stamp',
  'delivery_attempt_no',
  'max_delivery_attempts',
  'status',
  'error_category',
  'error_message',
  'processing_time_ms',
  'payload_id',
  'source',
] as const;

export type TraceRow = Pick<Selectable<TracesTable>, (typeof TRACE_COLUMNS)[number]>;

export function toTrace(row: TraceRow): Trace {
  return {
    id: row.id,
    flowId: row.flow_id,
    exchangeId: row.exchange_id,
    name: row.name,
    type: row.type,
    timeStamp: Number(row.time_stamp),
    deliveryAttemptNo: row.delivery_attempt_no,
    maxDeliveryAttempts: row.max_delivery_attempts,
    status: row.status as Trace['status'],
    errorCategory: row.error_category as Trace['errorCategory'],
    errorMessage: row.error_message,
    processingTimeMillis: row.processing_time_ms,
    payloadId: row.payload_id,
    source: row.source as Trace['source'],
  };
}
/**
 * The traces of the range that pass the filters other than the free text. Opaque: the
 * organization and the range are given behind a cast. SQLite, with the value samples
 * of ANALYZE (stat4), plans a statement again at its first step when a bound value it
 * could look up there is set (Kysely prepares each statement anew as well), which for
 * a query over many index scans costs more than the scans; a cast hides the values,
 * so the query is planned once, from the shape of the indexes. The bounds are whole
 * milliseconds first, which the integer time stamps compare with alike.
 */
export function filtered(
  db: Kysely<DB>,
  organizationId: number,
  filter: TraceFilter,
  opaque = false,
) {
  const [org, from, to] = opaque
    ? [
        sql<number>`cast(${organizationId} as integer)`,
        sql<number>`cast(${Math.ceil(filter.fromDate)} as bigint)`,
        sql<number>`cast(${Math.ceil(filter.toDate)} as bigint)`,
      ]
    : [organizationId, filter.fromDate, filter.toDate];
  let query = db
    .selectFrom('traces')
    .where('organization_id', '=', org)
    .where('time_stamp', '>=', from)
    .where('time_stamp', '<', to);
  if (filter.flowId) query = query.where('flow_id', '=', filter.flowId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.errorCategory) query = query.where('error_category', '=', filter.errorCategory);
  if (filter.hasPayload !== undefined) {
    query = query.where('payload_id', filter.hasPayload ? 'is not' : 'is', null);
  }
  return query;
}

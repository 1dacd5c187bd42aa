import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type {
  DeployedFlow,
  FlowMetrics,
  FlowSpec,
  FlowsSummary,
  Histogram,
  Trace,
  TracePage,
} from '../../../../src/shared/contracts/heartbeat';
import { TRACE_COUNT_LIMIT } from '../../../../src/shared/contracts/heartbeat';
import type { DB, TracesTable } from '../../db/schema';
import type { FlowRow } from './engine';
import { processorsOf } from './engine';

export interface Range {
  fromDate: number;
  toDate: number;
}

export function toFlowSpec(flow: FlowRow): FlowSpec {
  return {
    id: flow.id,
    description: flow.description,
    exchangePattern: flow.exchange_pattern as FlowSpec['exchangePattern'],
    flowState: flow.state as FlowSpec['flowState'],
    groups: JSON.parse(flow.groups_json) as string[],
    owner: flow.owner,
    specVersion: flow.spec_version,
    deploymentTime: flow.deployed_at,
    updateTime: flow.updated_at,
    allowAnonymousAccess: flow.allow_anonymous_access === 1,
    redeliveryStrategy: {
      maxAttempts: flow.redelivery_max_attempts,
      timeoutMs: flow.redelivery_timeout_ms,
    },
    deadLetterStrategy: {
      id: flow.dead_letter_id,
      logFullMessage: flow.dead_letter_log_full_message === 1,
      redeliveryMs: flow.dead_letter_redelivery_ms,
    },
    processors: processorsOf(flow),
  };
}

export async function deployedFlows(
  db: Kysely<DB>,
  organizationId: number,
  inboundBase: string,
  flowId?: string,
): Promise<DeployedFlow[]> {
  let query = db
    .selectFrom('flows')
    .leftJoin('users', 'users.id', 'flows.disabled_by')
    .selectAll('flows')
    .select('users.name as disabled_by_name')
    .where('flows.organization_id', '=', organizationId)
    .orderBy('flows.id');
  if (flowId !== undefined) query = query.where('flows.id', '=', flowId);
  const rows = await query.execute();
  return rows.map(({ disabled_by_name, ...flow }) => ({
    flowSpec: toFlowSpec(flow),
    disablement:
      flow.paused === 1 && flow.disabled_at
        ? {
            disabledBy: flow.disabled_by ?? 0,
            disabledByName: disabled_by_name ?? 'unknown',
            disabledAt: flow.disabled_at,
            reason: flow.disabled_reason ?? '',
          }
        : null,
    documentation: flow.documentation,
    inboundUrl: flow.inbound_kind === 'rest-inbound' ? `${inboundBase}/${flow.id}` : null,
  }));
}

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
  let query = db
    .selectFrom('traces')
    .select((eb) => [
      'flow_id',
      eb.fn.countAll<number>().as('attempts'),
      eb.fn.sum<number>(sql`case when status = 'SUCCESS' then 1 else 0 end`).as('successful'),
      eb.fn.sum<number>(sql`case when status = 'FAILED' then 1 else 0 end`).as('failed'),
      eb.fn.sum<number>(sql`case when status = 'RETRYING' then 1 else 0 end`).as('retrying'),
      eb.fn
        .sum<number>(
          sql`case when error_category like 'REMOTE%' or error_category like 'CONNECTION%' or error_category = 'RESPONSE_TIMEOUT' then 1 else 0 end`,
        )
        .as('connector_errors'),
      eb.fn.min<number>('processing_time_ms').as('p_min'),
      eb.fn.avg<number>('processing_time_ms').as('p_avg'),
      eb.fn.max<number>('processing_time_ms').as('p_max'),
      eb.fn.min<number>('response_time_ms').as('r_min'),
      eb.fn.avg<number>('response_time_ms').as('r_avg'),
      eb.fn.max<number>('response_time_ms').as('r_max'),
    ])
    .where('organization_id', '=', organizationId)
    .where('time_stamp', '>=', from)
    .where('time_stamp', '<', to)
    .groupBy('flow_id')
    .orderBy('flow_id');
  if (flowId !== undefined) query = query.where('flow_id', '=', flowId);
  const rows = await query.execute();
  const n = (v: unknown) => Number(v ?? 0);
  return rows.map((r) => ({
    flowId: r.flow_id,
    // An exchange ends in SUCCESS or FAILED; RETRYING attempts are not messages.
    total: n(r.successful) + n(r.failed),
    successful: n(r.successful),
    failed: n(r.failed),
    inFlight: 0,
    buffered: 0,
    stashed: 0,
    processingTime: { min: n(r.p_min), avg: Math.round(n(r.p_avg)), max: n(r.p_max) },
    responseTime: { min: n(r.r_min), avg: Math.round(n(r.r_avg)), max: n(r.r_max) },
    connectorErrors: n(r.connector_errors),
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
  // The numbers are inlined (both are integers from validated input) so that the
  // expression in SELECT and GROUP BY is the same text, as PostgreSQL requires;
  // the cast keeps SQLite's division whole.
  const bucket = sql<number>`cast((time_stamp - ${sql.lit(Math.trunc(from))}) / ${sql.lit(bucketMs)} as integer)`;
  let query = db
    .selectFrom('traces')
    .select((eb) => [
      bucket.as('bucket'),
      eb.fn.sum<number>(sql`case when status = 'SUCCESS' then 1 else 0 end`).as('successful'),
      eb.fn.sum<number>(sql`case when status = 'FAILED' then 1 else 0 end`).as('failed'),
    ])
    .where('organization_id', '=', organizationId)
    .where('time_stamp', '>=', from)
    .where('time_stamp', '<', to)
    .groupBy(bucket)
    .orderBy(bucket);
  if (flowId !== undefined) query = query.where('flow_id', '=', flowId);
  const rows = await query.execute();
  const byBucket = new Map(rows.map((r) => [Number(r.bucket), r]));
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

/** A flow is failing when at least one in twenty of its messages failed in the range. */
export function isFailing(m: Pick<FlowMetrics, 'total' | 'failed'>): boolean {
  return m.failed > 0 && m.failed / Math.max(1, m.total) >= 0.05;
}

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
const TRACE_COLUMNS = [
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
 * Free text matches a trace whose flow id or error message contains it (ignoring case)
 * or whose exchange id is it. The flow ids and error messages that contain it are found
 * first, among the few distinct ones, so the trace query compares them exactly and each
 * part reads its own index instead of every trace in the range.
 */
interface TextMatches {
  text: string;
  flowIds: string[];
  /** The error messages that contain the text; null: too many distinct ones to list. */
  messages: string[] | null;
  like: string;
}

/** At most this many distinct error messages are listed; beyond it, LIKE on each trace. */
const DISTINCT_MESSAGES_LIMIT = 1000;

function containsText(expression: string, like: string) {
  return sql<boolean>`lower(${sql.ref(expression)}) like lower(${like}) escape '\\'`;
}

async function textMatches(
  db: Kysely<DB>,
  organizationId: number,
  text: string,
): Promise<TextMatches> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Traces are only made for a flow of their organization, and flows are never deleted
  // (but with the organization), so the flows table holds every flow id of its traces.
  const flows = await db
    .selectFrom('flows')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(containsText('id', like))
    .execute();
  // The distinct error messages, one index seek each (a loose scan of
  // traces_org_message_time_idx: the least message after the previous one), and of
  // them the ones that contain the text, by the same comparison as on the traces. The
  // walk stops one step past the limit, which is then the only sign of too many.
  const walked = await sql<{ message: string; step: number }>`
    with recursive messages (message, step) as (
      select min(error_message), 1 from traces
      where organization_id = ${organizationId} and error_message is not null
      union all
      select (
        select min(error_message) from traces
        where organization_id = ${organizationId} and error_message is not null
          and error_message > messages.message
      ), step + 1
      from messages
      where messages.message is not null and step <= ${DISTINCT_MESSAGES_LIMIT}
    )
    select message, step from messages
    where message is not null
      and (step > ${DISTINCT_MESSAGES_LIMIT} or ${containsText('message', like)})`.execute(db);
  const tooMany = walked.rows.some((r) => Number(r.step) > DISTINCT_MESSAGES_LIMIT);
  const messages = tooMany ? null : walked.rows.map((r) => r.message);
  return { text, flowIds: flows.map((f) => f.id), messages, like };
}

function filtered(
  db: Kysely<DB>,
  organizationId: number,
  filter: TraceFilter,
  text: TextMatches | null,
) {
  let query = db
    .selectFrom('traces')
    .where('organization_id', '=', organizationId)
    .where('time_stamp', '>=', filter.fromDate)
    .where('time_stamp', '<', filter.toDate);
  if (filter.flowId) query = query.where('flow_id', '=', filter.flowId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.errorCategory) query = query.where('error_category', '=', filter.errorCategory);
  if (filter.hasPayload !== undefined) {
    query = query.where('payload_id', filter.hasPayload ? 'is not' : 'is', null);
  }
  if (text) {
    query = query.where((eb) => {
      const parts = [eb('exchange_id', '=', text.text)];
      if (text.flowIds.length > 0) parts.push(eb('flow_id', 'in', text.flowIds));
      if (text.messages === null)
        parts.push(eb(containsText('error_message', text.like), '=', true));
      else if (text.messages.length > 0) parts.push(eb('error_message', 'in', text.messages));
      return eb.or(parts);
    });
  }
  return query;
}

/** A page of traces, newest first, with the paging meta of spec 3.2. */
export async function tracePage(
  db: Kysely<DB>,
  organizationId: number,
  filter: TraceFilter,
): Promise<TracePage> {
  const text = filter.q ? await textMatches(db, organizationId, filter.q) : null;
  const rows = await filtered(db, organizationId, filter, text)
    .select(TRACE_COLUMNS)
    .orderBy('time_stamp', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  let total: number;
  if (rows.length < filter.limit && (rows.length > 0 || filter.offset === 0)) {
    // A page that is not full is the last one: the matches end on it.
    total = filter.offset + rows.length;
  } else {
    // Counting stops at a limit, so a page costs the same over a million traces.
    const counted = await db
      .selectFrom(
        filtered(db, organizationId, filter, text)
          .select('id')
          .limit(TRACE_COUNT_LIMIT + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return {
    data: rows.map(toTrace),
    meta: {
      requestedResultMaxSize: filter.limit,
      resultOffset: filter.offset,
      actualResultSize: rows.length,
      totalNoOfMatches: Math.min(total, TRACE_COUNT_LIMIT),
      totalIsLowerBound: total > TRACE_COUNT_LIMIT,
    },
  };
}

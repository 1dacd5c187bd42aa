import { sql } from 'kysely';
import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
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

/** A slice that holds too little is widened at most this often before the whole range is read. */
const MAX_WIDENINGS = 6;

/** At most this many distinct error messages are listed; beyond it, LIKE on each trace. */
const DISTINCT_MESSAGES_LIMIT = 1000;

function containsText(expression: string, like: string) {
  return sql<SqlBool>`lower(${sql.ref(expression)}) like lower(${like}) escape '\\'`;
}

async function textMatches(
  db: Kysely<DB>,
  organizationId: number,
  text: string,
): Promise<TextMatches> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const org = sql`cast(${organizationId} as integer)`;
  // Both in one statement (the organization behind a cast, as in filtered()). Step 0:
  // the flow ids that contain the text. Traces are only made for a flow of their
  // organization, and flows are never deleted (but with the organization), so the
  // flows table holds every flow id of its traces. Steps 1 on: the distinct error
  // messages, one index seek each (a loose scan of traces_org_message_time_idx: the
  // least message after the previous one), and of them the ones that contain the
  // text, by the same comparison as on the traces. The walk stops one step past the
  // limit, which is then the only sign of too many.
  const found = await sql<{ value: string; step: number }>`
    with recursive messages (message, step) as (
      select min(error_message), 1 from traces
      where organization_id = ${org} and error_message is not null
      union all
      select (
        select min(error_message) from traces
        where organization_id = ${org} and error_message is not null
          and error_message > messages.message
      ), step + 1
      from messages
      where messages.message is not null and step <= ${DISTINCT_MESSAGES_LIMIT}
    )
    select id as value, 0 as step from flows
    where organization_id = ${org} and ${containsText('id', like)}
    union all
    select message, step from messages
    where message is not null
      and (step > ${DISTINCT_MESSAGES_LIMIT} or ${containsText('message', like)})`.execute(db);
  const flowIds = found.rows.filter((r) => Number(r.step) === 0).map((r) => r.value);
  const walked = found.rows.filter((r) => Number(r.step) > 0);
  const tooMany = walked.some((r) => Number(r.step) > DISTINCT_MESSAGES_LIMIT);
  const messages = tooMany ? null : walked.map((r) => r.value);
  return { text, flowIds, messages, like };
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
function filtered(db: Kysely<DB>, organizationId: number, filter: TraceFilter, opaque = false) {
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

type Condition = Expression<SqlBool>;

/**
 * The free text as the parts of its OR, each read through its own index: its exchange
 * id, the flow ids and the error messages that contain it. A part of one value reads
 * its index in time order; a part of several values has its rows sorted.
 */
interface TextPart {
  where: Condition;
  ordered: boolean;
}

interface TextParts {
  exchange: TextPart;
  flows: TextPart | null;
  messages: TextPart | null;
}

function textParts(text: TextMatches, filter: TraceFilter): TextParts {
  // With a flow filter, only that flow's own id can be a matching flow id.
  const flowIds = filter.flowId ? text.flowIds.filter((id) => id === filter.flowId) : text.flowIds;
  const listed = text.messages;
  return {
    exchange: { where: sql`${sql.ref('exchange_id')} = ${text.text}`, ordered: true },
    flows:
      flowIds.length > 0
        ? {
            where: sql`${sql.ref('flow_id')} in (${sql.join(flowIds)})`,
            ordered: flowIds.length === 1,
          }
        : null,
    messages:
      listed === null
        ? { where: containsText('error_message', text.like), ordered: false }
        : listed.length > 0
          ? {
              where: sql`${sql.ref('error_message')} in (${sql.join(listed)})`,
              ordered: listed.length === 1,
            }
          : null,
  };
}

/**
 * The matches of each part, counted on its own index: exactly up to TRACE_COUNT_LIMIT,
 * else TRACE_COUNT_LIMIT + 1 (the traces are counted only when a look past the limit
 * finds none, so a part costs at most the limit's index entries). With them, the
 * matches of the flows and messages parts since `recentFrom`.
 */
async function partCounts(
  db: Kysely<DB>,
  organizationId: number,
  filter: TraceFilter,
  parts: TextParts,
  recentFrom: number,
) {
  const none: Condition = sql`false`;
  const count = sql<number>`count(*)`.as('n');
  const inRange = filtered(db, organizationId, filter, true);
  const inRecent = filtered(db, organizationId, { ...filter, fromDate: recentFrom }, true);
  const upToLimit = (where: Condition) => {
    const matches = inRange.where(where);
    const past = matches
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .offset(TRACE_COUNT_LIMIT);
    const all = matches.select(count);
    return sql<number>`case when ${past} is null then ${all} else ${sql.lit(TRACE_COUNT_LIMIT + 1)} end`;
  };
  const recent = (where: Condition) => inRecent.where(where).select(count);
  const flowsOver = sql`${sql.ref('flow_matches.n')} > ${sql.lit(TRACE_COUNT_LIMIT)}`;
  const messages = upToLimit(parts.messages?.where ?? none);
  const counted = await db
    // Materialized, the flows are counted once, and over the limit the messages need not be.
    .with(
      (cte) => cte('flow_matches').materialized(),
      () => db.selectNoFrom([upToLimit(parts.flows?.where ?? none).as('n')]),
    )
    .selectFrom('flow_matches')
    .select([
      upToLimit(parts.exchange.where).as('exchange'),
      'flow_matches.n as flows',
      sql<number>`case when ${flowsOver} then 0 else ${messages} end`.as('messages'),
      recent(parts.flows?.where ?? none).as('recentFlows'),
      recent(parts.messages?.where ?? none).as('recentMessages'),
    ])
    .executeTakeFirstOrThrow();
  return {
    exchange: Number(counted.exchange),
    flows: Number(counted.flows),
    messages: Number(counted.messages),
    recent: Number(counted.recentFlows) + Number(counted.recentMessages),
  };
}

/**
 * The page of the free-text matches whose time is in [from, toDate): a merge of the
 * parts in time order that stops at the page (a union, which drops a trace's second
 * copy), joined with the traces for the page's rows.
 */
function textSlicePage(
  db: Kysely<DB>,
  organizationId: number,
  filter: TraceFilter,
  parts: TextParts,
  from: number,
) {
  const inSlice = filtered(db, organizationId, { ...filter, fromDate: from }, true);
  const matches = (part: TextPart) =>
    inSlice
      .where(part.where)
      // In order by time, SQLite would rather read a part of several values through
      // the time index (looking up every trace of the slice) than sort its rows; the
      // plus makes the time an expression that no index orders.
      .select([
        'id',
        part.ordered
          ? sql<number>`${sql.ref('time_stamp')}`.as('time_stamp')
          : sql<number>`+${sql.ref('time_stamp')}`.as('time_stamp'),
      ]);
  const page = [parts.flows, parts.messages]
    .filter((part): part is TextPart => part !== null)
    .reduce((union, part) => union.union(matches(part)), matches(parts.exchange))
    .orderBy('time_stamp', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset);
  return db
    .selectFrom(page.as('page'))
    .innerJoin('traces', 'traces.id', 'page.id')
    .select(TRACE_COLUMNS.map((column) => `traces.${column}` as const))
    .orderBy('page.time_stamp', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
}

/**
 * A page of free-text matches and their number. An OR of the parts makes the database
 * read every match in the range (a merge of several indexes) to sort them, and count
 * through the same OR. Here each part is counted on its own index, and the page is
 * read from the newest slice of the range that should hold it: by the counts, the
 * matches spread evenly, or over the limit, by the matches of a short recent slice. A
 * slice that holds less is widened, at last to the whole range.
 */
async function textPage(
  db: Kysely<DB>,
  organizationId: number,
  filter: TraceFilter,
  parts: TextParts,
): Promise<{ rows: TraceRow[]; total: number }> {
  const { fromDate, toDate } = filter;
  const { flows, messages } = parts;
  // Flows and messages part rows that hold the page: a trace can be in both.
  const enough = (flows && messages ? 2 : 1) * (filter.offset + filter.limit);
  // The newest slice that holds half as many again, if the rows spread evenly.
  const sliceOf = (span: number, rows: number) =>
    Math.max(fromDate, toDate - Math.ceil((span * 1.5 * enough) / Math.max(rows, 1)));
  // Over the limit, the parts have more rows than it, so this slice should hold enough
  // of them; the count of its rows tells how short a slice will do.
  const recentFrom = sliceOf(toDate - fromDate, TRACE_COUNT_LIMIT + 1);
  // With only the exchange id, its few traces are read from the whole range.
  const counts =
    flows || messages ? await partCounts(db, organizationId, filter, parts, recentFrom) : null;
  const overLimit =
    counts !== null && (counts.flows > TRACE_COUNT_LIMIT || counts.messages > TRACE_COUNT_LIMIT);
  let from = !counts
    ? fromDate
    : overLimit
      ? sliceOf(toDate - recentFrom, counts.recent)
      : sliceOf(toDate - fromDate, counts.exchange + counts.flows + counts.messages);
  let rows: TraceRow[];
  for (let widened = 0; ; widened += 1) {
    rows = await textSlicePage(db, organizationId, filter, parts, from);
    // A full page is the range's: every match outside the slice is older.
    if (rows.length === filter.limit || from <= fromDate) break;
    // Each widening is eightfold; past a few of them the whole range is read at once.
    from =
      widened >= MAX_WIDENINGS
        ? fromDate
        : overLimit && from > recentFrom && counts.recent >= enough
          ? recentFrom
          : Math.max(fromDate, toDate - (toDate - from) * 8);
  }
  if (rows.length < filter.limit && (rows.length > 0 || filter.offset === 0)) {
    // A page that is not full is the last one: the matches end on it.
    return { rows, total: filter.offset + rows.length };
  }
  if (overLimit) return { rows, total: TRACE_COUNT_LIMIT + 1 };
  // Each part is within the limit, so these counts read at most that many traces.
  const countOf = async (where: Condition) => {
    const counted = await filtered(db, organizationId, filter, true)
      .where(where)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(counted.n);
  };
  if (!counts) return { rows, total: await countOf(parts.exchange.where) };
  let total = counts.flows + counts.messages;
  if (flows && messages && counts.flows > 0 && counts.messages > 0) {
    total -= await countOf(sql`(${flows.where}) and (${messages.where})`);
  }
  if (counts.exchange > 0) {
    const only = [parts.exchange.where];
    if (flows) only.push(sql`not (${flows.where})`);
    if (messages) only.push(sql`(${sql.ref('error_message')} is null or not (${messages.where}))`);
    total += await countOf(sql`${sql.join(only, sql` and `)}`);
  }
  return { rows, total };
}

/** A page of traces, newest first, with the paging meta of spec 3.2. */
export async function tracePage(
  db: Kysely<DB>,
  organizationId: number,
  filter: TraceFilter,
): Promise<TracePage> {
  let rows: TraceRow[];
  let total: number;
  if (filter.q) {
    const text = await textMatches(db, organizationId, filter.q);
    ({ rows, total } = await textPage(db, organizationId, filter, textParts(text, filter)));
  } else {
    rows = await filtered(db, organizationId, filter)
      .select(TRACE_COLUMNS)
      .orderBy('time_stamp', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    if (rows.length < filter.limit && (rows.length > 0 || filter.offset === 0)) {
      // A page that is not full is the last one: the matches end on it.
      total = filter.offset + rows.length;
    } else {
      // Counting stops at a limit, so a page costs the same over a million traces.
      const counted = await db
        .selectFrom(
          filtered(db, organizationId, filter)
            .select('id')
            .limit(TRACE_COUNT_LIMIT + 1)
            .as('matches'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      total = Number(counted.n);
    }
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

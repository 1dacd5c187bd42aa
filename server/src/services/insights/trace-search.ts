import { sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { TRACE_COUNT_LIMIT } from '@contracts/heartbeat';
import type { DB } from '../../db/schema';
import { filtered, TRACE_COLUMNS } from './trace-filter';
import type { TraceFilter, TraceRow } from './trace-filter';

/**
 * Free text matches a trace whose flow id or error message contains it (ignoring case)
 * or whose exchange id is it. The flow ids and error messages that contain it are found
 * first, among the few distinct ones, so the trace query compares them exactly and each
 * part reads its own index instead of every trace in the range.
 */
export interface TextMatches {
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

export async function textMatches(
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

export interface TextParts {
  exchange: TextPart;
  flows: TextPart | null;
  messages: TextPart | null;
}

export function textParts(text: TextMatches, filter: TraceFilter): TextParts {
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
export async function textPage(
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

import type { Kysely, Transaction } from 'kysely';
import type { ProcessingStep, TracePage } from '@contracts/heartbeat';
import { TRACE_COUNT_LIMIT } from '@contracts/heartbeat';
import type { DB } from '../../db/schema';
import { filtered, toTrace, TRACE_COLUMNS } from './trace-filter';
import type { TraceFilter, TraceRow } from './trace-filter';
import { textMatches, textPage, textParts } from './trace-search';

export { toTrace, TRACE_COLUMNS } from './trace-filter';
export type { TraceFilter, TraceRow } from './trace-filter';

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

/** One trace with its steps and its payload's size and type. */
export async function traceDetails(db: Kysely<DB>, organizationId: number, traceId: number) {
  const row = await db
    .selectFrom('traces')
    .leftJoin('payloads', 'payloads.id', 'traces.payload_id')
    .selectAll('traces')
    .select(['payloads.size', 'payloads.content_type'])
    .where('traces.organization_id', '=', organizationId)
    .where('traces.id', '=', traceId)
    .executeTakeFirst();
  if (!row) return null;
  const { size, content_type, ...trace } = row;
  return {
    ...toTrace(trace),
    steps: JSON.parse(trace.steps_json) as ProcessingStep[],
    payloadSize: size ?? null,
    payloadContentType: content_type ?? null,
  };
}

/** Of the given traces, those of the flow that have a payload, with its content type. */
export async function tracesWithPayloads(
  trx: Transaction<DB>,
  organizationId: number,
  flowId: string,
  traceIds: number[],
) {
  return trx
    .selectFrom('traces')
    .innerJoin('payloads', 'payloads.id', 'traces.payload_id')
    .select(['traces.id', 'traces.payload_id', 'payloads.content_type'])
    .where('traces.organization_id', '=', organizationId)
    .where('traces.flow_id', '=', flowId)
    .where('traces.id', 'in', traceIds)
    .execute();
}

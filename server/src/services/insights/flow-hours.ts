/* eslint-disable max-lines -- the hour sums, their revisions and the reads over them are one store; split when it grows. */
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FlowHoursTable, TracesTable } from '../../db/schema/insights';

/** The span of one row of `flow_hours`. */
export const HOUR_MS = 3_600_000;

export type TraceInsert = Insertable<TracesTable>;

/** What a range adds up to for one flow: the parts of its metrics that can be summed. */
export type FlowTotals = Omit<FlowHoursTable, 'organization_id' | 'hour'>;

/** The columns of `flow_hours` that add up, and those that keep the least or the most. */
const ADDED = [
  'attempts',
  'successful',
  'failed',
  'retrying',
  'connector_errors',
  'processing_sum',
  'response_sum',
] as const;
const LEAST = ['processing_min', 'response_min'] as const;
const GREATEST = ['processing_max', 'response_max'] as const;

/** Errors on the far side of a flow's connector: the remote end, the connection, its reply. */
export function isConnectorError(category: string | null | undefined): boolean {
  return (
    category != null &&
    (category.startsWith('REMOTE') ||
      category.startsWith('CONNECTION') ||
      category === 'RESPONSE_TIMEOUT')
  );
}

const CONNECTOR_ERROR_SQL = sql`case when error_category like 'REMOTE%' or error_category like 'CONNECTION%' or error_category = 'RESPONSE_TIMEOUT' then 1 else 0 end`;

/**
 * Inserts traces and adds them to their flows' hours, in one transaction (the caller's,
 * when it is in one), so the hours always sum what the traces hold.
 */
export async function insertTraces(db: Kysely<DB>, rows: TraceInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  if (!db.isTransaction) return db.transaction().execute((trx) => insertTraces(trx, rows));
  const inserted = await db.insertInto('traces').values(rows).returning('id').execute();
  await addToFlowHours(db, rows);
  return inserted.map((row) => row.id);
}

/** Sums rows per (organization, hour, flow) and adds the sums to `flow_hours`. */
async function addToFlowHours(db: Kysely<DB>, rows: TraceInsert[]): Promise<void> {
  const sums = new Map<string, Insertable<DB['flow_hours']>>();
  for (const row of rows) {
    const hour = Math.floor(row.time_stamp / HOUR_MS) * HOUR_MS;
    const key = `${row.organization_id}\u0000${hour}\u0000${row.flow_id}`;
    let sum = sums.get(key);
    if (!sum) {
      sum = {
        organization_id: row.organization_id,
        hour,
        flow_id: row.flow_id,
        attempts: 0,
        successful: 0,
        failed: 0,
        retrying: 0,
        connector_errors: 0,
        processing_min: row.processing_time_ms,
        processing_sum: 0,
        processing_max: row.processing_time_ms,
        response_min: row.response_time_ms,
        response_sum: 0,
        response_max: row.response_time_ms,
      };
      sums.set(key, sum);
    }
    sum.attempts += 1;
    if (row.status === 'SUCCESS') sum.successful += 1;
    if (row.status === 'FAILED') sum.failed += 1;
    if (row.status === 'RETRYING') sum.retrying += 1;
    if (isConnectorError(row.error_category)) sum.connector_errors += 1;
    sum.processing_min = Math.min(sum.processing_min, row.processing_time_ms);
    sum.processing_sum += row.processing_time_ms;
    sum.processing_max = Math.max(sum.processing_max, row.processing_time_ms);
    sum.response_min = Math.min(sum.response_min, row.response_time_ms);
    sum.response_sum += row.response_time_ms;
    sum.response_max = Math.max(sum.response_max, row.response_time_ms);
  }
  // In key order, so two writers lock the rows they share in the same order.
  const values = [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, value]) => value);
  const added = (column: string) =>
    sql<number>`flow_hours.${sql.ref(column)} + excluded.${sql.ref(column)}`;
  const least = (column: string) =>
    sql<number>`case when excluded.${sql.ref(column)} < flow_hours.${sql.ref(column)} then excluded.${sql.ref(column)} else flow_hours.${sql.ref(column)} end`;
  const greatest = (column: string) =>
    sql<number>`case when excluded.${sql.ref(column)} > flow_hours.${sql.ref(column)} then excluded.${sql.ref(column)} else flow_hours.${sql.ref(column)} end`;
  const endedBy = Date.now() + ENDING_MARGIN_MS;
  const late = values.filter((v) => v.hour + HOUR_MS <= endedBy).map((v) => v.organization_id);
  for (let i = 0; i < values.length; i += 200) {
    await db
      .insertInto('flow_hours')
      .values(values.slice(i, i + 200))
      .onConflict((conflict) =>
        conflict
          .columns(['organization_id', 'hour', 'flow_id'])
          .doUpdateSet(
            Object.fromEntries([
              ...ADDED.map((column) => [column, added(column)]),
              ...LEAST.map((column) => [column, least(column)]),
              ...GREATEST.map((column) => [column, greatest(column)]),
            ]),
          ),
      )
      .execute();
  }
  // After the hours: every writer takes the hours' rows first, then the revision's.
  await raiseHourRevisions(db, late);
}

/**
 * An hour counts as ended this long before it ends, for its revision: a transaction that
 * writes to an hour about to end may commit after the hour has ended.
 */
const ENDING_MARGIN_MS = 5 * 60_000;

/**
 * Raises the revision of the ended hours of these organizations. Called in the transaction
 * that writes to such hours, after writing them; what was read of those hours under the
 * revision before is then read again.
 */
export async function raiseHourRevisions(
  db: Kysely<DB>,
  organizationIds: Iterable<number>,
): Promise<void> {
  for (const organizationId of [...new Set(organizationIds)].sort((a, b) => a - b)) {
    await db
      .insertInto('flow_hour_revisions')
      .values({ organization_id: organizationId, revision: 1 })
      .onConflict((conflict) =>
        conflict
          .column('organization_id')
          .doUpdateSet({ revision: sql<number>`flow_hour_revisions.revision + 1` }),
      )
      .execute();
  }
}

async function hourRevision(db: Kysely<DB>, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('flow_hour_revisions')
    .select('revision')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Whose totals of which times: an organization's [from, to), of one flow or of all. */
interface TotalsScope {
  organizationId: number;
  from: number;
  to: number;
  flowId: string | undefined;
}

/** The totals of [from, to) per flow, from the traces themselves. */
async function traceTotals(db: Kysely<DB>, scope: TotalsScope): Promise<FlowTotals[]> {
  const { organizationId, from, to, flowId } = scope;
  let query = db
    .selectFrom('traces')
    .select((eb) => [
      'flow_id',
      eb.fn.countAll<number>().as('attempts'),
      eb.fn.sum<number>(sql`case when status = 'SUCCESS' then 1 else 0 end`).as('successful'),
      eb.fn.sum<number>(sql`case when status = 'FAILED' then 1 else 0 end`).as('failed'),
      eb.fn.sum<number>(sql`case when status = 'RETRYING' then 1 else 0 end`).as('retrying'),
      eb.fn.sum<number>(CONNECTOR_ERROR_SQL).as('connector_errors'),
      eb.fn.min<number>('processing_time_ms').as('processing_min'),
      eb.fn.sum<number>('processing_time_ms').as('processing_sum'),
      eb.fn.max<number>('processing_time_ms').as('processing_max'),
      eb.fn.min<number>('response_time_ms').as('response_min'),
      eb.fn.sum<number>('response_time_ms').as('response_sum'),
      eb.fn.max<number>('response_time_ms').as('response_max'),
    ])
    .where('organization_id', '=', organizationId)
    .where('time_stamp', '>=', from)
    .where('time_stamp', '<', to)
    .groupBy('flow_id');
  if (flowId !== undefined) query = query.where('flow_id', '=', flowId);
  return numbers(await query.execute());
}

/** Sums of ended hours last read, per database handle, by range. */
const endedHours = new WeakMap<object, Map<string, { revision: number; totals: FlowTotals[] }>>();
/** Ranges remembered per database handle; the oldest goes past this many. */
const ENDED_HOURS_KEPT = 500;

/**
 * The totals of the whole hours [from, to) per flow. Hours that have ended change only by
 * the rare writes that raise their organization's revision, so their sums are remembered
 * under the revision they were read at: the charts and summaries that many screens ask for
 * every few seconds read a day of hours once, not each time.
 */
async function hourTotals(db: Kysely<DB>, scope: TotalsScope): Promise<FlowTotals[]> {
  const { organizationId, from, to, flowId } = scope;
  if (to > Date.now()) return readHourTotals(db, scope);
  // Read before the hours: a write committed after this raises it.
  const revision = await hourRevision(db, organizationId);
  let kept = endedHours.get(db);
  if (!kept) {
    kept = new Map();
    endedHours.set(db, kept);
  }
  const key = `${organizationId}|${from}|${to}|${flowId ?? ''}`;
  const known = kept.get(key);
  if (known?.revision === revision) return known.totals;
  const totals = await readHourTotals(db, scope);
  kept.delete(key);
  if (kept.size >= ENDED_HOURS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { revision, totals });
  return totals;
}

/** The totals of the whole hours [from, to) per flow, from `flow_hours`. */
async function readHourTotals(db: Kysely<DB>, scope: TotalsScope): Promise<FlowTotals[]> {
  const { organizationId, from, to, flowId } = scope;
  let query = db
    .selectFrom('flow_hours')
    .select((eb) => [
      'flow_id',
      ...ADDED.map((column) => eb.fn.sum<number>(column).as(column)),
      ...LEAST.map((column) => eb.fn.min<number>(column).as(column)),
      ...GREATEST.map((column) => eb.fn.max<number>(column).as(column)),
    ])
    .where('organization_id', '=', organizationId)
    .where('hour', '>=', from)
    .where('hour', '<', to)
    .groupBy('flow_id');
  if (flowId !== undefined) query = query.where('flow_id', '=', flowId);
  return numbers(await query.execute());
}

/** PostgreSQL answers sums as numeric text: every figure here fits a double. */
function numbers(rows: Record<keyof FlowTotals, unknown>[]): FlowTotals[] {
  return rows.map((row) => {
    const out = { flow_id: String(row.flow_id) } as FlowTotals;
    for (const [key, value] of Object.entries(row)) {
      if (key !== 'flow_id') (out as unknown as Record<string, number>)[key] = Number(value ?? 0);
    }
    return out;
  });
}

function merge(into: FlowTotals, part: FlowTotals): void {
  for (const column of ADDED) into[column] += part[column];
  for (const column of LEAST) into[column] = Math.min(into[column], part[column]);
  for (const column of GREATEST) into[column] = Math.max(into[column], part[column]);
}

/**
 * The totals of [hour, to) per flow, where `hour` is a clock hour and `to` lies inside it.
 * In the hour running now, with no trace of the range's flows stamped after `to` yet, that
 * is the hour's row in `flow_hours`, read before looking for such traces (one is only ever
 * added, so none after the read means none in it). Otherwise the traces are summed.
 */
async function lastHourTotals(db: Kysely<DB>, scope: TotalsScope): Promise<FlowTotals[]> {
  const { organizationId, from: hour, to, flowId } = scope;
  const now = Date.now();
  if (hour === Math.floor(now / HOUR_MS) * HOUR_MS && to <= now) {
    const totals = await readHourTotals(db, { ...scope, to: hour + HOUR_MS });
    let later = db
      .selectFrom('traces')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('time_stamp', '>=', to)
      .where('time_stamp', '<', hour + HOUR_MS);
    if (flowId !== undefined) later = later.where('flow_id', '=', flowId);
    if (!(await later.limit(1).executeTakeFirst())) return totals;
  }
  return traceTotals(db, scope);
}

/**
 * The totals of [from, to) per flow, ordered by flow: the whole clock hours inside the
 * range from `flow_hours`, the partial hours at either end from the traces.
 */
export async function rangeTotals(
  db: Kysely<DB>,
  organizationId: number,
  from: number,
  to: number,
  flowId?: string,
): Promise<FlowTotals[]> {
  const scope: TotalsScope = { organizationId, from, to, flowId };
  const firstHour = Math.ceil(from / HOUR_MS) * HOUR_MS;
  const lastHour = Math.floor(to / HOUR_MS) * HOUR_MS;
  const parts: FlowTotals[][] = [];
  if (firstHour < lastHour) {
    parts.push(await hourTotals(db, { ...scope, from: firstHour, to: lastHour }));
    if (from < firstHour) parts.push(await traceTotals(db, { ...scope, to: firstHour }));
    if (lastHour < to) parts.push(await lastHourTotals(db, { ...scope, from: lastHour }));
  } else if (from < to) {
    parts.push(await traceTotals(db, scope));
  }
  const byFlow = new Map<string, FlowTotals>();
  for (const part of parts.flat()) {
    const known = byFlow.get(part.flow_id);
    if (known) merge(known, part);
    else byFlow.set(part.flow_id, { ...part });
  }
  return [...byFlow.values()].sort((a, b) =>
    a.flow_id < b.flow_id ? -1 : a.flow_id > b.flow_id ? 1 : 0,
  );
}

export interface BucketCounts {
  successful: number;
  failed: number;
}

/**
 * Successful and failed messages per bucket of `bucketMs` from `from` (bucket i covers
 * [from + i * bucketMs, from + (i + 1) * bucketMs)), up to `to`.
 *
 * A clock hour that lies within one bucket is read from `flow_hours`. The traces are read
 * for the hours a bucket boundary cuts and the partial hours at either end (all of them
 * when buckets are shorter than an hour). Such an hour whose traces are not all there
 * (past the trace retention, or older demo history) but has its sums is shared between
 * its buckets in proportion to time.
 */
export async function bucketCounts(
  db: Kysely<DB>,
  organizationId: number,
  from: number,
  to: number,
  bucketMs: number,
  flowId?: string,
): Promise<Map<number, BucketCounts>> {
  const bucketOf = (time: number) => Math.floor((time - from) / bucketMs);
  const counts = new Map<number, BucketCounts>();
  const add = (bucket: number, successful: number, failed: number) => {
    const known = counts.get(bucket);
    if (known) {
      known.successful += successful;
      known.failed += failed;
    } else counts.set(bucket, { successful, failed });
  };
  const wholeHour = (hour: number) =>
    bucketMs >= HOUR_MS &&
    hour >= from &&
    hour + HOUR_MS <= to &&
    bucketOf(hour) === bucketOf(hour + HOUR_MS - 1);

  let hourQuery = db
    .selectFrom('flow_hours')
    .select((eb) => [
      'hour',
      eb.fn.sum<number>('attempts').as('attempts'),
      eb.fn.sum<number>('successful').as('successful'),
      eb.fn.sum<number>('failed').as('failed'),
    ])
    .where('organization_id', '=', organizationId)
    .where('hour', '>', from - HOUR_MS)
    .where('hour', '<', to)
    .groupBy('hour');
  if (flowId !== undefined) hourQuery = hourQuery.where('flow_id', '=', flowId);
  const hours = (await hourQuery.execute()).map((row) => ({
    hour: Number(row.hour),
    attempts: Number(row.attempts ?? 0),
    successful: Number(row.successful ?? 0),
    failed: Number(row.failed ?? 0),
  }));

  // The hours of the range not covered by whole-hour buckets, merged where they touch: the
  // partial hours at either end are read whole, so that each hour's traces can be counted.
  const fromTraces: [number, number][] = [];
  const read = (partStart: number, partEnd: number) => {
    const start = Math.floor(partStart / HOUR_MS) * HOUR_MS;
    const end = Math.ceil(partEnd / HOUR_MS) * HOUR_MS;
    const last = fromTraces.at(-1);
    if (last && last[1] >= start) last[1] = Math.max(last[1], end);
    else fromTraces.push([start, end]);
  };
  let cursor = from;
  for (let hour = Math.ceil(from / HOUR_MS) * HOUR_MS; hour + HOUR_MS <= to; hour += HOUR_MS) {
    if (!wholeHour(hour)) continue;
    if (cursor < hour) read(cursor, hour);
    cursor = hour + HOUR_MS;
  }
  if (cursor < to) read(cursor, to);

  /** Per hour read from traces: how many attempts, and the counts per bucket in the range. */
  const traced = new Map<number, { attempts: number; buckets: [number, number, number][] }>();
  if (fromTraces.length > 0) {
    // The numbers are inlined (integers from validated input) so that the expressions in
    // SELECT and GROUP BY are the same text, as PostgreSQL requires; the casts keep
    // SQLite's division whole. Times outside the range are bucket -1.
    const start = sql.lit(Math.trunc(from));
    const bucket = sql<number>`case when time_stamp < ${start} or time_stamp >= ${sql.lit(Math.ceil(to))} then -1 else cast((time_stamp - ${start}) / ${sql.lit(bucketMs)} as integer) end`;
    const hour = sql<number>`cast(time_stamp / ${sql.lit(HOUR_MS)} as integer)`;
    let query = db
      .selectFrom('traces')
      .select((eb) => [
        bucket.as('bucket'),
        hour.as('hour'),
        eb.fn.countAll<number>().as('attempts'),
        eb.fn.sum<number>(sql`case when status = 'SUCCESS' then 1 else 0 end`).as('successful'),
        eb.fn.sum<number>(sql`case when status = 'FAILED' then 1 else 0 end`).as('failed'),
      ])
      .where('organization_id', '=', organizationId)
      .where((eb) =>
        eb.or(
          fromTraces.map(([start, end]) =>
            eb.and([eb('time_stamp', '>=', start), eb('time_stamp', '<', end)]),
          ),
        ),
      )
      .groupBy([bucket, hour]);
    if (flowId !== undefined) query = query.where('flow_id', '=', flowId);
    for (const row of await query.execute()) {
      const at = Number(row.hour) * HOUR_MS;
      const entry = traced.get(at) ?? { attempts: 0, buckets: [] };
      traced.set(at, entry);
      entry.attempts += Number(row.attempts);
      const inRange = Number(row.bucket);
      if (inRange >= 0) {
        entry.buckets.push([inRange, Number(row.successful ?? 0), Number(row.failed ?? 0)]);
      }
    }
  }

  const sums = new Map(hours.map((row) => [row.hour, row]));
  const tracedHours = new Set<number>();
  for (const [hour, entry] of traced) {
    // An hour is read from its traces when they are all there: as many as its sums count.
    // Fewer (part of the hour past the trace retention, or demo history kept as sums with
    // a few early attempts of retried messages) and its sums are shared by time instead.
    const sum = sums.get(hour);
    if (sum && entry.attempts < sum.attempts) continue;
    tracedHours.add(hour);
    for (const [index, successful, failed] of entry.buckets) add(index, successful, failed);
  }
  for (const { hour, successful, failed } of hours) {
    if (wholeHour(hour)) add(bucketOf(hour), successful, failed);
    else if (!tracedHours.has(hour)) share(hour, successful, failed);
  }
  return counts;

  /** An hour's sums spread over the buckets its part inside the range falls in. */
  function share(hour: number, successful: number, failed: number) {
    const start = Math.max(hour, from);
    const end = Math.min(hour + HOUR_MS, to);
    const before = (start - hour) / HOUR_MS;
    let given = {
      successful: Math.round(successful * before),
      failed: Math.round(failed * before),
    };
    for (let at = start; at < end;) {
      const bucket = bucketOf(at);
      const until = Math.min(end, from + (bucket + 1) * bucketMs);
      // Cumulative rounding: the parts add up to the hour's share of the range.
      const upTo = (until - hour) / HOUR_MS;
      const next = {
        successful: Math.round(successful * upTo),
        failed: Math.round(failed * upTo),
      };
      add(bucket, next.successful - given.successful, next.failed - given.failed);
      given = next;
      at = until;
    }
  }
}

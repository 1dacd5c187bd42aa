import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Aggregation, ReadingPoint, ReadingsQuery } from '@contracts/datalake';
import { DATALAKE_LIMITS } from '@contracts/datalake';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { periodsOf } from '@contracts/periods';

const DAY_MS = 86_400_000;
const STEP_MS = { PT15M: 900_000, PT1H: 3_600_000 } as const;

/** The bucket's value, as a double on both databases (values are integer Wh). */
function aggregate(aggregation: Aggregation): RawBuilder<number> {
  switch (aggregation) {
    case 'Average':
      return sql`cast(sum(r.value) as double precision) / count(*)`;
    case 'Minimum':
      return sql`cast(min(r.value) as double precision)`;
    case 'Maximum':
      return sql`cast(max(r.value) as double precision)`;
    default:
      // None and Sum: energy adds up, so a coarser step holds the sum of its values.
      return sql`cast(sum(r.value) as double precision)`;
  }
}

/** Rows of literal instants; numbers only, checked. */
function periodRows(periods: number[][]): RawBuilder<unknown> {
  const rows = periods.map((instants) => {
    if (!instants.every((n) => Number.isSafeInteger(n))) throw badRequest('Bad range');
    return `(${instants.map((n) => `cast(${n} as bigint)`).join(', ')})`;
  });
  return sql.raw(`values ${rows.join(', ')}`);
}

/** Refuses a query whose range or result would be unbounded. */
export function checkReadingsQuery(query: ReadingsQuery): void {
  const length = query.toDate - query.fromDate;
  if (length <= 0) throw badRequest('Start date cannot be after end date');
  if (length > DATALAKE_LIMITS.rangeDays * DAY_MS) {
    throw badRequest(`The range cannot be longer than ${DATALAKE_LIMITS.rangeDays} days.`);
  }
  const raw = DATALAKE_LIMITS.rawRangeDays[query.interval];
  if (query.macroPeriod === 'None' && length > raw * DAY_MS) {
    throw badRequest(`Without a macro period the range cannot be longer than ${raw} days.`);
  }
}

/**
 * A channel's readings over [fromDate, toDate), computed by the database: values grouped by
 * the interval (or by the macro period's local days, Monday weeks or months), aggregated,
 * and with Summation added up in order within each stride period.
 */
export async function readChannel(
  db: Kysely<DB>,
  channelId: number,
  query: ReadingsQuery,
  zone: string,
): Promise<ReadingPoint[]> {
  checkReadingsQuery(query);
  const { fromDate, toDate } = query;
  const value = aggregate(query.aggregation);
  const buckets =
    query.macroPeriod === 'None'
      ? sql`select (r.ts / ${sql.lit(STEP_MS[query.interval])}) * ${sql.lit(
          STEP_MS[query.interval],
        )} as t, ${value} as v, count(*) as n
          from datalake_readings r
          where r.channel_id = ${channelId} and r.ts >= ${fromDate} and r.ts < ${toDate}
          group by 1`
      : // Each period's readings by the primary key, the periods clipped to the range: a
        // cross join keeps the periods the outer loop on SQLite (else it scans the periods
        // for every reading of the range: 38,400 x 400 for a year of days).
        sql`select m.b_start as t, ${value} as v, count(*) as n
          from macro m
          cross join datalake_readings r
          where r.channel_id = ${channelId} and r.ts >= m.b_from and r.ts < m.b_to
          group by m.b_start`;
  const macro =
    query.macroPeriod === 'None'
      ? sql`select cast(0 as bigint) as b_start, cast(0 as bigint) as b_from, cast(0 as bigint) as b_to`
      : periodRows(
          periodsOf(fromDate, toDate, zone, query.macroPeriod).map(([start, end]) => [
            start,
            Math.max(start, fromDate),
            Math.min(end, toDate),
          ]),
        );
  const strides =
    query.accumulation === 'None' || query.stridePeriod === 'None'
      ? periodRows([[0, 8_640_000_000_000]])
      : periodRows(periodsOf(fromDate, toDate, zone, query.stridePeriod));
  const result = await sql<{ t: number | string; v: number; n: number | string }>`
    with macro(b_start, b_from, b_to) as (${macro}),
      strides(s_start, s_end) as (${strides}),
      buckets as (${buckets})
    select b.t as t, ${
      query.accumulation === 'Summation'
        ? sql`sum(b.v) over (partition by s.s_start order by b.t rows unbounded preceding)`
        : sql`b.v`
    } as v, b.n as n
    from buckets b
    join strides s on b.t >= s.s_start and b.t < s.s_end
    order by b.t`.execute(db);
  return result.rows.map((row) => ({
    t: Number(row.t),
    // Wh to kWh, to the milliwatt-hour: the same digits from either database.
    value: Math.round(Number(row.v) * 1000) / 1_000_000,
    count: Number(row.n),
  }));
}

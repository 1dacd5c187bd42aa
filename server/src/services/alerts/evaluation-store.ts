import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Dialect } from '../../db/dialect';
import { featuresFor } from '../../lib/features';
import { HOUR_MS } from '../insights/flow-hours';
import type { AlertRuleRow } from './store';

type Db = Kysely<DB>;
const MINUTE_MS = 60_000;

/** Messages of one flow over a window, by what an alert rule counts. */
export interface WindowCounts {
  received: number;
  failed: number;
  successful: number;
}

/** Counts per `${organizationId}|${flowId}`. */
export type CountsByFlow = Map<string, WindowCounts>;

export const flowKey = (organizationId: number, flowId: string) => `${organizationId}|${flowId}`;

/**
 * Claims the rules due at `now` (at most `limit`): one conditional update moves their next
 * evaluation to `nextAt` and answers them. Two instances claiming at once never both get a
 * rule: on PostgreSQL the rows are locked with SKIP LOCKED (a rule another instance is
 * claiming is left to it), on SQLite writes are serialised and the second update finds
 * the rule no longer due.
 */
export async function claimDueRules(
  db: Db,
  dialect: Dialect,
  now: number,
  nextAt: number,
  limit: number,
): Promise<AlertRuleRow[]> {
  return db
    .updateTable('alert_rules')
    .set({ next_evaluation_at: nextAt })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('alert_rules')
        .select('id')
        .where('next_evaluation_at', '<=', now)
        .orderBy('next_evaluation_at')
        .orderBy('id')
        .limit(limit);
      return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .where('next_evaluation_at', '<=', now)
    .returningAll()
    .execute();
}

/** Organizations among these whose `alerts` feature is on (the rules of others stay quiet). */
export async function organizationsWithAlerts(db: Db, organizationIds: readonly number[]) {
  const on = new Set<number>();
  for (const id of organizationIds) if ((await featuresFor(db, id)).alerts) on.add(id);
  return on;
}

export async function organizationShortNames(db: Db, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('organizations')
    .select(['id', 'short_name'])
    .where('id', 'in', [...organizationIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.short_name]));
}

const RECEIVED = sql<number>`count(*)`;
const FAILED = sql<number>`sum(case when status = 'FAILED' then 1 else 0 end)`;
const SUCCESSFUL = sql<number>`sum(case when status = 'SUCCESS' then 1 else 0 end)`;

function add(into: CountsByFlow, key: string, counts: WindowCounts) {
  const known = into.get(key);
  if (!known) into.set(key, { ...counts });
  else {
    known.received += counts.received;
    known.failed += counts.failed;
    known.successful += counts.successful;
  }
}

const countsOf = (row: { received: unknown; failed: unknown; successful: unknown }) => ({
  received: Number(row.received ?? 0),
  failed: Number(row.failed ?? 0),
  successful: Number(row.successful ?? 0),
});

/** The traces of [from, to) per flow: one grouped query. */
async function traceCounts(db: Db, orgs: readonly number[], from: number, to: number) {
  const out: CountsByFlow = new Map();
  if (from >= to) return out;
  const rows = await db
    .selectFrom('traces')
    .select([
      'organization_id',
      'flow_id',
      RECEIVED.as('received'),
      FAILED.as('failed'),
      SUCCESSFUL.as('successful'),
    ])
    .where('organization_id', 'in', [...orgs])
    .where('time_stamp', '>=', from)
    .where('time_stamp', '<', to)
    .groupBy(['organization_id', 'flow_id'])
    .execute();
  for (const row of rows) out.set(flowKey(row.organization_id, row.flow_id), countsOf(row));
  return out;
}

/**
 * The counts of every window the rules ask for, ending at `now`, per flow of the given
 * organizations, in a few grouped queries whatever the number of rules: one of the last
 * hour's traces by minute (every window of minutes, and the last hour of every window of
 * hours), one of `flow_hours` for the whole clock hours before it, and for each window of
 * hours its partial clock hour at the start from the traces. Answers counts by window (ms).
 */
export async function windowCounts(
  db: Db,
  orgs: readonly number[],
  now: number,
  windowsMs: readonly number[],
): Promise<Map<number, CountsByFlow>> {
  const result = new Map<number, CountsByFlow>();
  if (orgs.length === 0 || windowsMs.length === 0) return result;
  const hourStart = Math.floor(now) - HOUR_MS;
  // Literals, not parameters: PostgreSQL groups by the same expression as it selects.
  const minute = sql<number>`cast((time_stamp - ${sql.lit(hourStart)}) / ${sql.lit(MINUTE_MS)} as integer)`;
  const minuteRows = await db
    .selectFrom('traces')
    .select([
      'organization_id',
      'flow_id',
      minute.as('minute'),
      RECEIVED.as('received'),
      FAILED.as('failed'),
      SUCCESSFUL.as('successful'),
    ])
    .where('organization_id', 'in', [...orgs])
    .where('time_stamp', '>=', hourStart)
    .where('time_stamp', '<', now)
    .groupBy(['organization_id', 'flow_id', minute])
    .execute();
  const byMinute = minuteRows.map((row) => ({
    key: flowKey(row.organization_id, row.flow_id),
    minute: Number(row.minute),
    counts: countsOf(row),
  }));
  /** The last `minutes` minutes before now. */
  const lastMinutes = (minutes: number) => {
    const out: CountsByFlow = new Map();
    for (const row of byMinute) if (row.minute >= 60 - minutes) add(out, row.key, row.counts);
    return out;
  };

  const longest = Math.max(...windowsMs);
  // Whole clock hours before the last hour, from the hourly sums.
  const earliestHour = Math.ceil((now - longest) / HOUR_MS) * HOUR_MS;
  const lastWholeHour = Math.floor(hourStart / HOUR_MS) * HOUR_MS;
  const hourRows =
    longest > HOUR_MS && earliestHour < lastWholeHour
      ? await db
          .selectFrom('flow_hours')
          .select(['organization_id', 'flow_id', 'hour', 'attempts', 'failed', 'successful'])
          .where('organization_id', 'in', [...orgs])
          .where('hour', '>=', earliestHour)
          .where('hour', '<', lastWholeHour)
          .execute()
      : [];
  // The part of the clock hour before the last hour (the same for every window of hours).
  let lastHourEdge: CountsByFlow | null = null;

  for (const windowMs of [...new Set(windowsMs)]) {
    if (windowMs <= HOUR_MS) {
      result.set(windowMs, lastMinutes(Math.round(windowMs / MINUTE_MS)));
      continue;
    }
    const start = now - windowMs;
    const firstWholeHour = Math.ceil(start / HOUR_MS) * HOUR_MS;
    const out = lastMinutes(60);
    for (const row of hourRows) {
      if (row.hour >= firstWholeHour && row.hour < lastWholeHour) {
        add(out, flowKey(row.organization_id, row.flow_id), {
          received: Number(row.attempts),
          failed: Number(row.failed),
          successful: Number(row.successful),
        });
      }
    }
    lastHourEdge ??= await traceCounts(db, orgs, lastWholeHour, hourStart);
    for (const [key, counts] of lastHourEdge) add(out, key, counts);
    for (const [key, counts] of await traceCounts(db, orgs, start, firstWholeHour)) {
      add(out, key, counts);
    }
    result.set(windowMs, out);
  }
  return result;
}

/** What a pass decided for a rule it holds: only written when something changed. */
export interface RuleOutcome {
  incidentSince: number | null;
  notifiedAt: number | null;
  firing: { count: number; from: number; to: number; recipients: string[] } | null;
}

/**
 * Writes the rules' outcomes in one transaction, each only if the pass still holds the rule
 * (its next evaluation is the one the pass set), with the firings. Answers the firings' ids
 * by rule id.
 */
export async function settleRules(
  db: Db,
  settled: readonly { rule: AlertRuleRow; outcome: RuleOutcome }[],
  at: number,
): Promise<Map<number, number>> {
  const firings = new Map<number, number>();
  if (settled.length === 0) return firings;
  await db.transaction().execute(async (trx) => {
    for (const { rule, outcome } of settled) {
      const result = await trx
        .updateTable('alert_rules')
        .set({
          incident_since: outcome.incidentSince,
          last_notified_at: outcome.notifiedAt,
          ...(outcome.firing ? { last_triggered_at: at } : {}),
        })
        .where('id', '=', rule.id)
        .where('next_evaluation_at', '=', rule.next_evaluation_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0 || !outcome.firing) continue;
      const firing = await trx
        .insertInto('alert_firings')
        .values({
          organization_id: rule.organization_id,
          alert_id: rule.id,
          triggered_at: at,
          count: outcome.firing.count,
          window_from: outcome.firing.from,
          window_to: outcome.firing.to,
          recipients_json: JSON.stringify(outcome.firing.recipients),
          mail_error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      firings.set(rule.id, firing.id);
    }
  });
  return firings;
}

export async function recordMailError(db: Db, firingId: number, error: string) {
  await db
    .updateTable('alert_firings')
    .set({ mail_error: error.slice(0, 500) })
    .where('id', '=', firingId)
    .execute();
}

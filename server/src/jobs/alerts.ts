import type { Kysely } from 'kysely';
import {
  alertMatches,
  alertWindowMs,
  isRecipient,
  type AlertMessageType,
  type AlertOperator,
  type AlertTimeUnit,
} from '@contracts/alerts';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { defineJob } from './define';
import type { Mailer } from '../lib/mail';
import {
  claimDueRules,
  flowKey,
  organizationShortNames,
  organizationsWithAlerts,
  recordMailError,
  settleRules,
  windowCounts,
  type RuleOutcome,
  type WindowCounts,
} from '../services/alerts/evaluation-store';
import type { AlertRuleRow } from '../services/alerts/store';

/** The most rules one pass evaluates; the rest are still due at the next pass. */
const PASS_LIMIT = 20_000;

export interface AlertJobOptions {
  /** How often every rule is evaluated. */
  intervalMs: number;
  /** A rule that keeps matching mails again after this long; 0: only after it stopped. */
  renotifyMs: number;
  /** The console's address, for the link in the mail. */
  publicUrl: string;
  /**
   * Where the counts are read: the server's long-read connections (on SQLite reader
   * threads, so the pass does not hold the event loop); the database itself by default.
   */
  reads?: Kysely<DB>;
}

export interface AlertPassResult {
  evaluated: number;
  fired: number;
  /** Milliseconds the pass took. */
  took: number;
}

const COUNTED: Record<AlertMessageType, keyof WindowCounts> = {
  RECEIVED: 'received',
  FAILED: 'failed',
  SUCCESSFUL: 'successful',
};
const OPERATOR_TEXT: Record<AlertOperator, string> = {
  ABOVE: 'above',
  UNDER: 'under',
  EQUAL_TO: 'equal to',
};

const listOf = (json: string) => JSON.parse(json) as string[];
const windowOf = (rule: AlertRuleRow) =>
  alertWindowMs({ timeValue: rule.time_value, timeUnit: rule.time_unit as AlertTimeUnit });

/** The rule in words, as the mail says it: "failed messages above 10 in 5 minutes". */
export function describeRule(rule: AlertRuleRow): string {
  const unit = (rule.time_unit as AlertTimeUnit) === 'HOURS' ? 'hour' : 'minute';
  const type = rule.message_type.toLowerCase();
  return `${type} messages ${OPERATOR_TEXT[rule.operator as AlertOperator]} ${rule.count} in ${rule.time_value} ${unit}${rule.time_value === 1 ? '' : 's'}`;
}

/**
 * A time in a mail, in the organization's zone and readable: "Wed, 10 Mar 2027, 09:17:13"
 * (the text around it names the zone). UTC when the organization has no zone.
 */
export function mailTime(at: number, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(at);
}

/** The zone each organization's times are shown in (its configuration), a known one or UTC. */
async function organizationZones(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('organization_configurations')
    .select(['organization_id', 'time_zone'])
    .where('organization_id', 'in', ids)
    .execute();
  const known = (zone: string | null) => {
    try {
      return zone !== null && mailTime(0, zone) !== '' ? zone : 'UTC';
    } catch {
      return 'UTC';
    }
  };
  return new Map(rows.map((row) => [row.organization_id, known(row.time_zone)]));
}

/** A whole number of hours, minutes or seconds in words: "24 hours", "30 minutes". */
function durationText(ms: number): string {
  const [size, unit] =
    ms % 3_600_000 === 0
      ? [3_600_000, 'hour']
      : ms % 60_000 === 0
        ? [60_000, 'minute']
        : [1000, 'second'];
  const count = Math.max(1, Math.round(ms / size));
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** When the recipients hear of the rule again, as the job decides it (see `decide`). */
export function nextMailText(renotifyMs: number): string {
  return renotifyMs > 0
    ? `While the count keeps matching, you get this mail again every ${durationText(renotifyMs)}; once it has stopped matching, the next match mails at once.`
    : 'You get one mail per incident: the next one after the count has stopped matching.';
}

/**
 * Decides a rule's outcome from its count: a rule that starts to match opens an incident
 * and fires; one that keeps matching fires again only after the re-notify interval; one
 * that stops matching closes its incident. Null when nothing changes.
 */
export function decide(
  rule: AlertRuleRow,
  count: number,
  now: number,
  renotifyMs: number,
): RuleOutcome | null {
  const matches = alertMatches(
    { operator: rule.operator as AlertOperator, count: rule.count },
    count,
  );
  const since = rule.incident_since === null ? null : Number(rule.incident_since);
  const notified = rule.last_notified_at === null ? null : Number(rule.last_notified_at);
  const firing = {
    count,
    from: now - windowOf(rule),
    to: now,
    recipients: listOf(rule.recipients_json).filter(isRecipient),
  };
  if (matches && since === null) return { incidentSince: now, notifiedAt: now, firing };
  if (matches && renotifyMs > 0 && notified !== null && now - notified >= renotifyMs) {
    return { incidentSince: since, notifiedAt: now, firing };
  }
  if (!matches && since !== null)
    return { incidentSince: null, notifiedAt: notified, firing: null };
  return null;
}

/**
 * One evaluation pass at `now`: claims the due rules, counts each distinct window once for
 * all of them, settles the rules whose state changed and mails each firing. Safe to run on
 * several instances at once (see claimDueRules and settleRule).
 */
export async function runAlertEvaluation(
  database: Database,
  mailer: Mailer,
  options: AlertJobOptions,
  now: number = Date.now(),
): Promise<AlertPassResult> {
  const started = performance.now();
  const { db } = database;
  // A little before the next tick, so a timer that fires early still finds the rule due.
  const nextAt = now + options.intervalMs - Math.min(options.intervalMs / 4, 5000);
  const claimed = await claimDueRules(db, database.dialect, now, nextAt, PASS_LIMIT);
  if (claimed.length === 0) return { evaluated: 0, fired: 0, took: performance.now() - started };
  const orgs = await organizationsWithAlerts(db, [
    ...new Set(claimed.map((r) => r.organization_id)),
  ]);
  const rules = claimed.filter((r) => orgs.has(r.organization_id));
  const windows = [...new Set(rules.map((r) => windowOf(r)))];
  const counts = await windowCounts(options.reads ?? db, [...orgs], now, windows);
  const settled: { rule: AlertRuleRow; outcome: RuleOutcome; count: number }[] = [];
  for (const rule of rules) {
    const window = counts.get(windowOf(rule));
    const field = COUNTED[rule.message_type as AlertMessageType];
    let count = 0;
    for (const flowId of listOf(rule.flow_ids_json)) {
      count += window?.get(flowKey(rule.organization_id, flowId))?.[field] ?? 0;
    }
    const outcome = decide(rule, count, now, options.renotifyMs);
    if (outcome) settled.push({ rule, outcome, count });
  }
  const firingIds = await settleRules(db, settled, now);
  const firings = settled.flatMap(({ rule, count, outcome }) => {
    const firingId = firingIds.get(rule.id);
    return firingId === undefined ? [] : [{ rule, firingId, count, since: outcome.incidentSince }];
  });
  const firingOrgs = [...new Set(firings.map((f) => f.rule.organization_id))];
  const shortNames = await organizationShortNames(db, firingOrgs);
  const zones = await organizationZones(db, firingOrgs);
  for (const { rule, firingId, count, since } of firings) {
    const zone = zones.get(rule.organization_id) ?? 'UTC';
    const link = `${options.publicUrl}/heartbeat/alerts/edit/${rule.id}?organization=${encodeURIComponent(shortNames.get(rule.organization_id) ?? '')}`;
    const flows = listOf(rule.flow_ids_json);
    // Address objects of the checked recipients only: nodemailer takes each as it is, so the
    // mail goes to exactly the addresses the rule accepted (a rule stored before the check
    // loses what no longer passes it).
    const to = listOf(rule.recipients_json)
      .filter(isRecipient)
      .map((address) => ({ name: '', address }));
    try {
      if (to.length === 0) throw new Error('No recipient is a valid address.');
      await mailer.send({
        to,
        subject: `Alert: ${describeRule(rule)}`,
        text: [
          // A reminder of an incident that goes on says since when.
          since !== null && since < now
            ? `The alert rule ${rule.id} still matches, since ${mailTime(since, zone)} (${zone}): ${describeRule(rule)}.`
            : `The alert rule ${rule.id} matched: ${describeRule(rule)}.`,
          `Counted: ${count}, from ${mailTime(now - windowOf(rule), zone)} to ${mailTime(now, zone)} (${zone}).`,
          `Flows: ${flows.join(', ')}`,
          '',
          `The rule and its history: ${link}`,
          '',
          nextMailText(options.renotifyMs),
        ].join('\n'),
      });
    } catch (error) {
      await recordMailError(db, firingId, (error as Error).message);
    }
  }
  return { evaluated: rules.length, fired: firings.length, took: performance.now() - started };
}

/**
 * Evaluates the alert rules every ALERT_INTERVAL_SECONDS (the first time one interval after the
 * start); safe with several instances: each claims the rules it evaluates.
 */
export const alertsJob = defineJob({
  name: 'alerts',
  schedule: { every: (config) => config.alertIntervalSeconds * 1000 },
  lock: 'claims',
  // A pass should end before the next is due; a short interval still gets a minute.
  timeoutMs: (config) => Math.max(config.alertIntervalSeconds * 1000, 60_000),
  run: ({ database, mailer, config, reads }) =>
    runAlertEvaluation(database, mailer, {
      intervalMs: config.alertIntervalSeconds * 1000,
      renotifyMs: config.alertRenotifySeconds * 1000,
      publicUrl: config.publicUrl,
      reads,
    }),
  counts: (result) => result.fired,
  logged: (result) =>
    result.fired > 0 ? { fields: { ...result }, message: 'alert rules fired' } : null,
  failure: 'alert evaluation failed',
  health: (state) => `alerts: ${state.total} fired`,
});

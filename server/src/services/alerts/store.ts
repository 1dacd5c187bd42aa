import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  AlertFiring,
  AlertMessageType,
  AlertOperator,
  AlertRule,
  AlertRuleDetails,
  AlertRuleInput,
  AlertTimeUnit,
} from '@contracts/alerts';
import { ALERT_HISTORY_SHOWN, normalRecipient, recipientDomain } from '@contracts/alerts';
import type { DB } from '../../db/schema';
import type { AlertRulesTable } from '../../db/schema/alerts';

type Db = Kysely<DB>;
export type AlertTransaction = Transaction<DB>;
export type AlertRuleRow = Selectable<AlertRulesTable>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
}

function ruleQuery(db: Db, organizationId: number) {
  return db
    .selectFrom('alert_rules')
    .leftJoin('users as creator', 'creator.id', 'alert_rules.created_by_id')
    .leftJoin('users as updater', 'updater.id', 'alert_rules.updated_by_id')
    .selectAll('alert_rules')
    .select(['creator.email as creator_email', 'updater.email as updater_email'])
    .where('alert_rules.organization_id', '=', organizationId);
}

type RuleRead = AlertRuleRow & { creator_email: string | null; updater_email: string | null };

function toRule(row: RuleRead): AlertRule {
  return {
    alertId: row.id,
    messageType: row.message_type as AlertMessageType,
    operator: row.operator as AlertOperator,
    count: Number(row.count),
    timeValue: Number(row.time_value),
    timeUnit: row.time_unit as AlertTimeUnit,
    flowIds: parseList(row.flow_ids_json),
    recipients: parseList(row.recipients_json),
    created: row.created,
    createdBy: row.creator_email,
    updated: row.updated,
    updatedBy: row.updater_email,
    lastTriggered: iso(row.last_triggered_at),
  };
}

/** The organization's rules, by id. */
export async function alertRules(db: Db, organizationId: number): Promise<AlertRule[]> {
  const rows = await ruleQuery(db, organizationId).orderBy('alert_rules.id').execute();
  return rows.map(toRule);
}

export async function alertRuleCount(db: Db, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('alert_rules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One rule with its latest firings, or undefined when the organization has no such rule. */
export async function alertRuleDetails(
  db: Db,
  organizationId: number,
  alertId: number,
): Promise<AlertRuleDetails | undefined> {
  const row = await ruleQuery(db, organizationId)
    .where('alert_rules.id', '=', alertId)
    .executeTakeFirst();
  if (!row) return undefined;
  const firings = await db
    .selectFrom('alert_firings')
    .selectAll()
    .where('alert_id', '=', alertId)
    .where('organization_id', '=', organizationId)
    .orderBy('id', 'desc')
    .limit(ALERT_HISTORY_SHOWN)
    .execute();
  const history: AlertFiring[] = firings.map((f) => ({
    id: f.id,
    triggered: new Date(Number(f.triggered_at)).toISOString(),
    count: Number(f.count),
    windowFrom: new Date(Number(f.window_from)).toISOString(),
    windowTo: new Date(Number(f.window_to)).toISOString(),
    recipients: parseList(f.recipients_json),
    mailError: f.mail_error,
  }));
  return { ...toRule(row), history };
}

/** The rule's own fields as stored; recipients lower-cased as mail addresses compare. */
function columnsOf(input: AlertRuleInput) {
  return {
    message_type: input.messageType,
    operator: input.operator,
    count: input.count,
    time_value: input.timeValue,
    time_unit: input.timeUnit,
    flow_ids_json: JSON.stringify([...new Set(input.flowIds)]),
    recipients_json: JSON.stringify(input.recipients.map(normalRecipient)),
  };
}

/** A rule's recipients as stored, or undefined when the organization has no such rule. */
export async function storedRecipients(
  db: Db,
  organizationId: number,
  alertId: number,
): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('alert_rules')
    .select('recipients_json')
    .where('organization_id', '=', organizationId)
    .where('id', '=', alertId)
    .executeTakeFirst();
  return row ? parseList(row.recipients_json) : undefined;
}

/**
 * The recipients (as stored: trimmed, lower case, checked) whose domain is no e-mail domain
 * of a user holding a role in the organization. One query for all of their domains; a
 * domain is compared whole, so a subdomain of the organization's is outside too.
 */
export async function recipientsOutside(
  db: Db,
  organizationId: number,
  recipients: readonly string[],
): Promise<string[]> {
  const domains = [...new Set(recipients.map(recipientDomain))];
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.email')
    .where('user_roles.organization_id', '=', organizationId)
    .where((eb) =>
      eb.or(
        // Checked domains hold letters, digits, dots and hyphens only: no LIKE wildcard.
        domains.map((domain) => eb(eb.fn('lower', ['users.email']), 'like', `%@${domain}`)),
      ),
    )
    .execute();
  const inside = new Set(rows.map((row) => recipientDomain(row.email.toLowerCase())));
  return recipients.filter((recipient) => !inside.has(recipientDomain(recipient)));
}

export async function insertAlertRule(
  trx: AlertTransaction,
  organizationId: number,
  input: AlertRuleInput,
  by: number,
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto('alert_rules')
    .values({
      organization_id: organizationId,
      ...columnsOf(input),
      created: at,
      created_by_id: by,
      updated: at,
      updated_by_id: by,
      last_triggered_at: null,
      last_notified_at: null,
      incident_since: null,
      // Due at once: the next evaluation pass looks at it.
      next_evaluation_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a rule; a changed rule starts afresh (no open incident) at the next pass. */
export async function updateAlertRule(
  trx: AlertTransaction,
  organizationId: number,
  alertId: number,
  input: AlertRuleInput,
  by: number,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('alert_rules')
    .set({
      ...columnsOf(input),
      updated: at,
      updated_by_id: by,
      incident_since: null,
      next_evaluation_at: 0,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', alertId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAlertRule(
  trx: AlertTransaction,
  organizationId: number,
  alertId: number,
): Promise<boolean> {
  await trx
    .deleteFrom('alert_firings')
    .where('organization_id', '=', organizationId)
    .where('alert_id', '=', alertId)
    .execute();
  const result = await trx
    .deleteFrom('alert_rules')
    .where('organization_id', '=', organizationId)
    .where('id', '=', alertId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

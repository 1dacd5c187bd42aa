import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/** An alert rule (migration 0016); times of the evaluation are epoch milliseconds. */
export interface AlertRulesTable {
  id: Generated<number>;
  organization_id: number;
  message_type: string;
  operator: string;
  count: number;
  time_value: number;
  time_unit: string;
  flow_ids_json: string;
  recipients_json: string;
  created: Timestamp;
  created_by_id: number | null;
  updated: Timestamp;
  updated_by_id: number | null;
  last_triggered_at: number | null;
  last_notified_at: number | null;
  incident_since: number | null;
  next_evaluation_at: number;
}

/** One firing of a rule: what it counted and whom it mailed. */
export interface AlertFiringsTable {
  id: Generated<number>;
  organization_id: number;
  alert_id: number;
  triggered_at: number;
  count: number;
  window_from: number;
  window_to: number;
  recipients_json: string;
  mail_error: string | null;
}

export interface AlertTables {
  alert_rules: AlertRulesTable;
  alert_firings: AlertFiringsTable;
}

import type { Generated } from 'kysely';
import type { Timestamp, Bool } from './columns';

export interface FlowsTable {
  organization_id: number;
  id: string;
  description: string;
  exchange_pattern: string;
  state: string;
  groups_json: string;
  owner: string;
  spec_version: number;
  deployed_at: Timestamp;
  updated_at: Timestamp;
  allow_anonymous_access: Bool;
  redelivery_max_attempts: number;
  redelivery_timeout_ms: number;
  dead_letter_id: string;
  dead_letter_log_full_message: Bool;
  dead_letter_redelivery_ms: number;
  processors_json: string;
  documentation: string;
  inbound_kind: string;
  paused: Bool;
  disabled_by: number | null;
  disabled_at: Timestamp | null;
  disabled_reason: string | null;
  /** Demo traffic: messages per minute and the share that fails. */
  traffic_per_minute: number;
  failure_rate: number;
}

export interface TracesTable {
  id: Generated<number>;
  organization_id: number;
  flow_id: string;
  exchange_id: string;
  name: string;
  type: string;
  /** Epoch milliseconds. */
  time_stamp: number;
  delivery_attempt_no: number;
  max_delivery_attempts: number;
  status: string;
  error_category: string | null;
  error_message: string | null;
  processing_time_ms: number;
  response_time_ms: number;
  payload_id: number | null;
  steps_json: string;
  source: string;
}

export interface PayloadsTable {
  id: Generated<number>;
  organization_id: number;
  content_type: string;
  /** The body when it is UTF-8 text without NUL; '' when it is kept in body_bytes. */
  body: string;
  /** The body's bytes when it is not such text; null when it is in body. */
  body_bytes: Buffer | null;
  /** Bytes of the body as received. */
  size: number;
  created: number;
}

/** An organization's stored payload bytes: the sum of its payloads' sizes. */
export interface PayloadUsageTable {
  organization_id: number;
  bytes: number;
}

/** Raised with every write to an hour that has ended (see migration 0007). */
export interface FlowHourRevisionsTable {
  organization_id: number;
  revision: number;
}

/** A flow's traces summed over one clock hour (`hour`: its first epoch millisecond). */
export interface FlowHoursTable {
  organization_id: number;
  hour: number;
  flow_id: string;
  attempts: number;
  successful: number;
  failed: number;
  retrying: number;
  connector_errors: number;
  processing_min: number;
  processing_sum: number;
  processing_max: number;
  response_min: number;
  response_sum: number;
  response_max: number;
}

/** The tables of the insights service: flows, their traces and message payloads. */
export interface InsightsTables {
  flows: FlowsTable;
  traces: TracesTable;
  payloads: PayloadsTable;
  payload_usage: PayloadUsageTable;
  flow_hours: FlowHoursTable;
  flow_hour_revisions: FlowHourRevisionsTable;
}

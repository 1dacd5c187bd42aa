import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './columns';

export interface DatalakeUsagePointsTable {
  organization_id: number;
  usage_point_id: string;
  /** The meter's mrId (datalake_end_devices.mr_id). */
  end_device_id: string;
  mr_id: string;
  phase_code: string;
  rated_current: number;
  rated_voltage: number;
  service_category: string;
  usage_point_type: string;
  virtual: Bool;
  ami_billing_ready: string;
  /** JSON array of strings. */
  flags_json: string;
  /** JSON array of { id, type, value }. */
  multipliers_json: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  time_zone: string;
}

export interface DatalakeEndDevicesTable {
  organization_id: number;
  mr_id: string;
  serial_number: string;
  manufacturer: string;
  model_number: string;
  model_version: string;
  amr_system: string;
  category: string;
  type: string;
  status: string;
  /** JSON of the other end-device fields of spec 3.5 (capability, communication, ...). */
  attributes_json: string;
}

export interface DatalakeChannelsTable {
  id: Generated<number>;
  organization_id: number;
  usage_point_id: string;
  mr_id: string;
  name: string;
  kind: string;
  reading_type_ref: string;
  is_virtual: Bool;
  /** The first reading's time, epoch ms. */
  readings_from: number;
  /** Readings exist up to here (exclusive), epoch ms. */
  materialised_to: number;
  /** Which load shape the head-end model draws for it (see readings-source.ts). */
  profile: string;
  seed: number;
}

/** One 15-minute value of a channel, in Wh (integers add up alike on both databases). */
export interface DatalakeReadingsTable {
  channel_id: number;
  ts: number;
  value: number;
}

export interface DatalakeMessagesTable {
  id: Generated<number>;
  organization_id: number;
  usage_point_id: string;
  issuer: string;
  issuer_tracking_id: string;
  ref: string;
  severity: string;
  timestamp: Timestamp;
}

export interface DatalakeWorkflowsTable {
  organization_id: number;
  uid: string;
  name: string;
  phase: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  /** JSON array of { name, type, size }. */
  artifacts_json: string;
}

/** The tables of the data lake: usage points, meters, channels, readings, messages, workflows. */
export interface DatalakeTables {
  datalake_usage_points: DatalakeUsagePointsTable;
  datalake_end_devices: DatalakeEndDevicesTable;
  datalake_channels: DatalakeChannelsTable;
  datalake_readings: DatalakeReadingsTable;
  datalake_messages: DatalakeMessagesTable;
  datalake_workflows: DatalakeWorkflowsTable;
}

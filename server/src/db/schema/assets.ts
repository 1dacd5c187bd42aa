import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './columns';

/** A metering point; nested parts are JSON (read and written as a whole). */
export interface AssetsTable {
  id: Generated<number>;
  organization_id: number;
  mr_id: string;
  /** The data lake's usage point this metering point is. */
  usage_point_id: string;
  commodity: string;
  status: string;
  virtual: Bool;
  types_json: string;
  connection_state: string;
  ami_billing_state: string;
  /** The main address's city, kept apart for the list. */
  city: string;
  location_json: string;
  installation_json: string | null;
  multipliers_json: string;
  properties_json: string;
}

export interface AssetMetersTable {
  id: Generated<number>;
  organization_id: number;
  asset_id: number;
  mr_id: string;
  serial_number: string;
  manufacturer: string;
  model: string;
  category: string;
  ami_system: string;
  commodity: string;
  type: string;
  virtual: Bool;
  status_json: string;
  registers_json: string;
  channels_json: string;
  start_time: Timestamp;
  end_time: Timestamp | null;
}

export interface AutomationStrategiesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  approx_wait_time: number;
  approx_wait_time_unit: string;
  deadline: Timestamp;
  max_attempts: number;
  start_at: Timestamp;
  updated: Timestamp;
}

export interface AssetActionsTable {
  id: Generated<number>;
  organization_id: number;
  asset_id: number;
  automation_strategy_id: number | null;
  correlation_id: string;
  source: string;
  state: string;
  type: string;
  payload_json: string;
  tags_json: string;
  created_at: Timestamp;
  response_json: string | null;
  error_response_json: string | null;
  attempts: number;
  /** Epoch ms of the automation's next attempt; null when nothing is due. */
  next_attempt_at: number | null;
}

export interface AssetActionExecutionsTable {
  id: Generated<number>;
  organization_id: number;
  action_id: number;
  executed_at: Timestamp;
  response_received_at: Timestamp | null;
  reported_back_at: Timestamp | null;
  response_json: string | null;
  error_response_json: string | null;
  error_response_count: number;
}

/** The tables of the adr service (Assets). */
export interface AssetTables {
  assets: AssetsTable;
  asset_meters: AssetMetersTable;
  automation_strategies: AutomationStrategiesTable;
  asset_actions: AssetActionsTable;
  asset_action_executions: AssetActionExecutionsTable;
}

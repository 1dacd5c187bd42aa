import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface ServiceAccountsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  credential_type: string;
  api_key_hash: string | null;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

export interface FlowAccessesTable {
  id: Generated<number>;
  organization_id: number;
  service_account_id: number;
  /** Not a foreign key: an access may outlive its flow (an issue the console lists). */
  flow_id: string;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

/** The tables of the resource registry: service accounts and their access to flows. */
export interface RegistryTables {
  service_accounts: ServiceAccountsTable;
  flow_accesses: FlowAccessesTable;
}

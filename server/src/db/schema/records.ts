import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface AuditEventsTable {
  id: Generated<number>;
  created: Timestamp;
  created_by_id: number | null;
  organization_id: number | null;
  entity_type: string;
  entity_id: string | null;
  event_type: string;
  payload: string;
  client_ip: string | null;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  created: Timestamp;
  user_agent: string;
  error_message: string;
  client_version: string;
  current_url: string;
  client_ip: string;
}

/** What the server records of what happened: audit events and the console's errors. */
export interface RecordTables {
  audit_events: AuditEventsTable;
  client_errors: ClientErrorsTable;
}

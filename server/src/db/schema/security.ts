import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface KnownClientsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  notation: string;
  description: string;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

/** The tables of the secAdmin service (its sessions are the identity service's). */
export interface SecurityTables {
  known_clients: KnownClientsTable;
}

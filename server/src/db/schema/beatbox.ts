import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

interface EdgeHostColumns {
  id: Generated<number>;
  organization_id: number;
  name: string;
  status: string;
  hostname: string | null;
  ip: string | null;
  os: string | null;
  version: string | null;
  last_seen: Timestamp | null;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

export type BeatboxesTable = EdgeHostColumns;

export interface AgentsTable extends EdgeHostColumns {
  base_domain: string;
  server_trust_pem: string | null;
}

/** A flow a beatbox or an agent runs (by id: it may outlive its deployment). */
export interface EdgeFlowsTable {
  host_id: number;
  flow_id: string;
}

/** Beatboxes and agents: the edge flow servers of an organization and their flows. */
export interface BeatboxTables {
  beatboxes: BeatboxesTable;
  beatbox_flows: EdgeFlowsTable;
  agents: AgentsTable;
  agent_flows: EdgeFlowsTable;
}

import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface ResourcesTable {
  id: Generated<number>;
  organization_id: number;
  type: string;
  resource_id: string;
  latest_revision: number;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

export interface ResourceRevisionsTable {
  resource_pk: number;
  revision: number;
  short_description: string;
  description: string;
  change_comment: string;
  content: string;
  created: Timestamp;
  created_by: number | null;
}

export interface SecretsTable {
  id: Generated<number>;
  organization_id: number;
  key: string;
  description: string;
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
}

/** Write-only: read by the flow server, never answered to a caller. */
export interface SecretValuesTable {
  secret_id: number;
  name: string;
  value: string;
}

export interface LookupTablesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  description: string;
  /** LookupColumn[] in order. */
  columns_json: string;
  /** The number of the next column id (c1, c2, ...): ids are never reused. */
  next_column: number;
  created: Timestamp;
  updated: Timestamp;
  updated_by: number | null;
}

export interface LookupRowsTable {
  id: Generated<number>;
  table_id: number;
  /** Cells by column id. */
  cells_json: string;
}

/** Revisioned resources, secrets and lookup tables of the resource registry. */
export interface ResourceTables {
  resources: ResourcesTable;
  resource_revisions: ResourceRevisionsTable;
  secrets: SecretsTable;
  secret_values: SecretValuesTable;
  lookup_tables: LookupTablesTable;
  lookup_rows: LookupRowsTable;
}

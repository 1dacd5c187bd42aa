import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** Who created and last changed a row, and when. */
type Stamps = {
  created: Timestamp;
  created_by: number | null;
  updated: Timestamp;
  updated_by: number | null;
};

/** An item of an organization, as the migration makes it. */
export type TemplateItemsTable = Stamps & {
  id: Generated<number>;
  organization_id: number;
  name: string;
  description: string;
};

/**
 * The service's tables. Its store adds them to the database's types where it queries
 * (`db.withTables<TemplateTables>()`): the tables are the service's own, and adding the service
 * touches no shared list of tables (server/src/db/schema). Types, not interfaces: Kysely takes
 * tables as records.
 */
export type TemplateTables = {
  template_items: TemplateItemsTable;
};

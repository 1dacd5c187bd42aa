import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * Known clients of the secAdmin service (spec 3.4): the applications an organization knows
 * by name, for its session limits. A name is unique within its organization.
 */
export function security(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('known_clients')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('notation', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('known_clients_name_uq', ['organization_id', 'name'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('known_clients').execute();
    },
  };
}

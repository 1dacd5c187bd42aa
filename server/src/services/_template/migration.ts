import type { Migration } from 'kysely';
import type { Dialect } from '../../db/dialect';
import { idColumn, type Db } from '../../db/migrations/helpers';

// (template) Kept beside the service, in no list: scripts/new-module.ts writes it as the next
// (template) migration (server/src/db/migrations), and its hash into the migrations test.

/**
 * The items of an organization: a name unique within it (the unique index decides between two
 * writes that race), a description, and who created and last changed each, and when.
 */
export function template(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('template_items')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('template_items_name_uq', ['organization_id', 'name'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('template_items').execute();
    },
  };
}

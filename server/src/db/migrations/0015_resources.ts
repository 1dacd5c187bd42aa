import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * Resources of the registry (spec 3.3): revisioned resources (id unique within its type and
 * organization), secrets with write-only values, and lookup tables whose rows hold their cells
 * by column id (a renamed or removed column rewrites no row).
 */
export function resources(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('resources')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('resource_id', 'text', (c) => c.notNull())
        .addColumn('latest_revision', 'integer', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('resources_id_uq', ['organization_id', 'type', 'resource_id'])
        .execute();
      await db.schema
        .createTable('resource_revisions')
        .addColumn('resource_pk', 'integer', (c) =>
          c.notNull().references('resources.id').onDelete('cascade'),
        )
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('short_description', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('change_comment', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addPrimaryKeyConstraint('resource_revisions_pk', ['resource_pk', 'revision'])
        .execute();
      await db.schema
        .createTable('secrets')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('secrets_key_uq', ['organization_id', 'key'])
        .execute();
      await db.schema
        .createTable('secret_values')
        .addColumn('secret_id', 'integer', (c) =>
          c.notNull().references('secrets.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('secret_values_pk', ['secret_id', 'name'])
        .execute();
      await db.schema
        .createTable('lookup_tables')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('columns_json', 'text', (c) => c.notNull())
        .addColumn('next_column', 'integer', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('lookup_tables_name_uq', ['organization_id', 'name'])
        .execute();
      await db.schema
        .createTable('lookup_rows')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('table_id', 'integer', (c) =>
          c.notNull().references('lookup_tables.id').onDelete('cascade'),
        )
        .addColumn('cells_json', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lookup_rows_table_idx')
        .on('lookup_rows')
        .columns(['table_id', 'id'])
        .execute();
    },
    async down(db: Db) {
      for (const table of [
        'lookup_rows',
        'lookup_tables',
        'secret_values',
        'secrets',
        'resource_revisions',
        'resources',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * CA certificates of an organization (Heartbeat's certificates page, foundation feature): the
 * PEM as saved and what the server read from it. A name is unique within its organization.
 */
export function certificates(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('certificates')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .addColumn('valid_to', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('certificates_name_uq', ['organization_id', 'name'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('certificates').execute();
    },
  };
}

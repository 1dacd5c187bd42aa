import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { Db } from './helpers';

/**
 * A revision per organization of its hours that have ended: raised in the same transaction
 * as any write to such an hour (traces that arrive late, retention, demo history). Sums of
 * ended hours read under one revision stay true until it is raised, on every instance.
 */
export function flowHourRevisions(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('flow_hour_revisions')
        .addColumn('organization_id', 'integer', (c) => c.primaryKey())
        .addColumn('revision', bigint, (c) => c.notNull())
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('flow_hour_revisions').execute();
    },
  };
}

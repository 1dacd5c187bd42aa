import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { Db } from './helpers';

/**
 * The running total of each organization's stored payload bytes, for the inbound
 * quota: kept in the same transaction as every insert and prune of payloads, so a
 * check costs one row instead of a sum over the organization's payloads.
 */
export function payloadUsage(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('payload_usage')
        .addColumn('organization_id', 'integer', (c) =>
          c.primaryKey().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .execute();
      await sql`
        insert into payload_usage (organization_id, bytes)
        select organization_id, sum(size) from payloads
        where organization_id in (select id from organizations)
        group by organization_id`.execute(db);
    },
  };
}

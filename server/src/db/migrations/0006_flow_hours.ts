import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { Db } from './helpers';

/**
 * Each flow's traces summed per clock hour, kept beside the traces in the same
 * transaction as every insert: the metrics of a range read its whole hours from here and
 * only its partial first and last hours from the traces. Filled from the traces there are.
 */
export function flowHours(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      let table = db.schema
        .createTable('flow_hours')
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('hour', bigint, (c) => c.notNull())
        .addColumn('flow_id', 'text', (c) => c.notNull());
      for (const column of [
        'attempts',
        'successful',
        'failed',
        'retrying',
        'connector_errors',
        'processing_min',
        'processing_sum',
        'processing_max',
        'response_min',
        'response_sum',
        'response_max',
      ]) {
        table = table.addColumn(column, bigint, (c) => c.notNull());
      }
      await table
        .addPrimaryKeyConstraint('flow_hours_pk', ['organization_id', 'hour', 'flow_id'])
        .execute();
      await sql`
        insert into flow_hours (
          organization_id, hour, flow_id, attempts, successful, failed, retrying,
          connector_errors, processing_min, processing_sum, processing_max,
          response_min, response_sum, response_max)
        select organization_id, (time_stamp / 3600000) * 3600000, flow_id, count(*),
          sum(case when status = 'SUCCESS' then 1 else 0 end),
          sum(case when status = 'FAILED' then 1 else 0 end),
          sum(case when status = 'RETRYING' then 1 else 0 end),
          sum(case when error_category like 'REMOTE%' or error_category like 'CONNECTION%'
            or error_category = 'RESPONSE_TIMEOUT' then 1 else 0 end),
          min(processing_time_ms), sum(processing_time_ms), max(processing_time_ms),
          min(response_time_ms), sum(response_time_ms), max(response_time_ms)
        from traces
        group by organization_id, (time_stamp / 3600000) * 3600000, flow_id`.execute(db);
    },
  };
}

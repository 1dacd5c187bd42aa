import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn } from './helpers';
import type { Db } from './helpers';

/**
 * The data lake: usage points, their meters (end devices) and channels, 15-minute readings,
 * message logs and workflows. Readings are one narrow row per value keyed by (channel, time):
 * on SQLite a table without rowid, so a channel's year is one contiguous stretch of the key
 * and an aggregate reads it in key order without touching another structure.
 */
export function datalake(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('datalake_usage_points')
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('usage_point_id', 'text', (c) => c.notNull())
        .addColumn('end_device_id', 'text', (c) => c.notNull())
        .addColumn('mr_id', 'text', (c) => c.notNull())
        .addColumn('phase_code', 'text', (c) => c.notNull())
        .addColumn('rated_current', real, (c) => c.notNull())
        .addColumn('rated_voltage', real, (c) => c.notNull())
        .addColumn('service_category', 'text', (c) => c.notNull())
        .addColumn('usage_point_type', 'text', (c) => c.notNull())
        .addColumn('virtual', 'integer', (c) => c.notNull())
        .addColumn('ami_billing_ready', 'text', (c) => c.notNull())
        .addColumn('flags_json', 'text', (c) => c.notNull())
        .addColumn('multipliers_json', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('latitude', real, (c) => c.notNull())
        .addColumn('longitude', real, (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('datalake_usage_points_pk', ['organization_id', 'usage_point_id'])
        .execute();
      await db.schema
        .createIndex('datalake_usage_points_device')
        .on('datalake_usage_points')
        .columns(['organization_id', 'end_device_id'])
        .execute();
      await db.schema
        .createTable('datalake_end_devices')
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('mr_id', 'text', (c) => c.notNull())
        .addColumn('serial_number', 'text', (c) => c.notNull())
        .addColumn('manufacturer', 'text', (c) => c.notNull())
        .addColumn('model_number', 'text', (c) => c.notNull())
        .addColumn('model_version', 'text', (c) => c.notNull())
        .addColumn('amr_system', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attributes_json', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('datalake_end_devices_pk', ['organization_id', 'mr_id'])
        .execute();
      await db.schema
        .createTable('datalake_channels')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('usage_point_id', 'text', (c) => c.notNull())
        .addColumn('mr_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reading_type_ref', 'text', (c) => c.notNull())
        .addColumn('is_virtual', 'integer', (c) => c.notNull())
        .addColumn('readings_from', bigint, (c) => c.notNull())
        .addColumn('materialised_to', bigint, (c) => c.notNull())
        .addColumn('profile', 'text', (c) => c.notNull())
        .addColumn('seed', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('datalake_channels_usage_point')
        .on('datalake_channels')
        .columns(['organization_id', 'usage_point_id'])
        .execute();
      let readings = db.schema
        .createTable('datalake_readings')
        .addColumn('channel_id', 'integer', (c) => c.notNull())
        .addColumn('ts', bigint, (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('datalake_readings_pk', ['channel_id', 'ts']);
      if (dialect === 'sqlite') readings = readings.modifyEnd(sql`without rowid`);
      await readings.execute();
      await db.schema
        .createTable('datalake_messages')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('usage_point_id', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('issuer_tracking_id', 'text', (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('severity', 'text', (c) => c.notNull())
        .addColumn('timestamp', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('datalake_messages_usage_point')
        .on('datalake_messages')
        .columns(['organization_id', 'usage_point_id', 'timestamp'])
        .execute();
      await db.schema
        .createTable('datalake_workflows')
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('uid', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('artifacts_json', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('datalake_workflows_pk', ['organization_id', 'uid'])
        .execute();
      await db.schema
        .createIndex('datalake_workflows_started')
        .on('datalake_workflows')
        .columns(['organization_id', 'started_at'])
        .execute();
    },
    async down(db: Db) {
      for (const table of [
        'datalake_workflows',
        'datalake_messages',
        'datalake_readings',
        'datalake_channels',
        'datalake_end_devices',
        'datalake_usage_points',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

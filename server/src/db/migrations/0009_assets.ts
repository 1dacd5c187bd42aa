import type { ColumnDefinitionBuilder, Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn } from './helpers';
import type { Db } from './helpers';

/**
 * Assets (the adr API): metering points and their linked meters, actions sent to the head-end
 * system with their executions, and the automation strategies the server runs them by.
 * Nested parts an asset is read with as a whole (location, multipliers, registers) are JSON.
 */
export function assets(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  const organization = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('organizations.id').onDelete('cascade');
  return {
    async up(db: Db) {
      await db.schema
        .createTable('assets')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', organization)
        .addColumn('mr_id', 'text', (c) => c.notNull())
        .addColumn('usage_point_id', 'text', (c) => c.notNull())
        .addColumn('commodity', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('virtual', 'integer', (c) => c.notNull())
        .addColumn('types_json', 'text', (c) => c.notNull())
        .addColumn('connection_state', 'text', (c) => c.notNull())
        .addColumn('ami_billing_state', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('location_json', 'text', (c) => c.notNull())
        .addColumn('installation_json', 'text')
        .addColumn('multipliers_json', 'text', (c) => c.notNull())
        .addColumn('properties_json', 'text', (c) => c.notNull())
        .addUniqueConstraint('assets_mr_id_uq', ['organization_id', 'mr_id'])
        .execute();
      await db.schema
        .createIndex('assets_usage_point_idx')
        .on('assets')
        .columns(['organization_id', 'usage_point_id'])
        .execute();

      await db.schema
        .createTable('asset_meters')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', organization)
        .addColumn('asset_id', 'integer', (c) =>
          c.notNull().references('assets.id').onDelete('cascade'),
        )
        .addColumn('mr_id', 'text', (c) => c.notNull())
        .addColumn('serial_number', 'text', (c) => c.notNull())
        .addColumn('manufacturer', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('ami_system', 'text', (c) => c.notNull())
        .addColumn('commodity', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('virtual', 'integer', (c) => c.notNull())
        .addColumn('status_json', 'text', (c) => c.notNull())
        .addColumn('registers_json', 'text', (c) => c.notNull())
        .addColumn('channels_json', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text')
        .execute();
      await db.schema
        .createIndex('asset_meters_asset_idx')
        .on('asset_meters')
        .columns(['asset_id'])
        .execute();
      await db.schema
        .createIndex('asset_meters_mr_id_idx')
        .on('asset_meters')
        .columns(['organization_id', 'mr_id'])
        .execute();

      await db.schema
        .createTable('automation_strategies')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', organization)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('approx_wait_time', 'integer', (c) => c.notNull())
        .addColumn('approx_wait_time_unit', 'text', (c) => c.notNull())
        .addColumn('deadline', 'text', (c) => c.notNull())
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('updated', 'text', (c) => c.notNull())
        .addUniqueConstraint('automation_strategies_name_uq', ['organization_id', 'name'])
        .execute();

      await db.schema
        .createTable('asset_actions')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', organization)
        .addColumn('asset_id', 'integer', (c) =>
          c.notNull().references('assets.id').onDelete('cascade'),
        )
        .addColumn('automation_strategy_id', 'integer', (c) =>
          c.references('automation_strategies.id').onDelete('set null'),
        )
        .addColumn('correlation_id', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull())
        .addColumn('tags_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('response_json', 'text')
        .addColumn('error_response_json', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull())
        // Epoch ms of the automation's next attempt; null when nothing is due.
        .addColumn('next_attempt_at', bigint)
        .execute();
      await db.schema
        .createIndex('asset_actions_org_created_idx')
        .on('asset_actions')
        .columns(['organization_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('asset_actions_due_idx')
        .on('asset_actions')
        .columns(['next_attempt_at'])
        .execute();

      await db.schema
        .createTable('asset_action_executions')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', organization)
        .addColumn('action_id', 'integer', (c) =>
          c.notNull().references('asset_actions.id').onDelete('cascade'),
        )
        .addColumn('executed_at', 'text', (c) => c.notNull())
        .addColumn('response_received_at', 'text')
        .addColumn('reported_back_at', 'text')
        .addColumn('response_json', 'text')
        .addColumn('error_response_json', 'text')
        .addColumn('error_response_count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('asset_action_executions_action_idx')
        .on('asset_action_executions')
        .columns(['action_id'])
        .execute();
    },
  };
}

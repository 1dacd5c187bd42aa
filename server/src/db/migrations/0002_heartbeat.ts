import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn } from './helpers';
import type { Db } from './helpers';

/** Heartbeat: flows, traces and payloads; registry: service accounts and flow access. */
export function heartbeat(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('service_accounts')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('credential_type', 'text', (c) => c.notNull())
        .addColumn('api_key_hash', 'text', (c) => c.unique())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('service_accounts_name_uq', ['organization_id', 'name'])
        .execute();

      await db.schema
        .createTable('flow_accesses')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('service_account_id', 'integer', (c) =>
          c.notNull().references('service_accounts.id').onDelete('cascade'),
        )
        .addColumn('flow_id', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('flow_accesses_uq', ['service_account_id', 'flow_id'])
        .execute();
      await db.schema
        .createIndex('flow_accesses_org_flow_idx')
        .on('flow_accesses')
        .columns(['organization_id', 'flow_id'])
        .execute();

      await db.schema
        .createTable('flows')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('exchange_pattern', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('groups_json', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('spec_version', 'integer', (c) => c.notNull())
        .addColumn('deployed_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('allow_anonymous_access', 'integer', (c) => c.notNull())
        .addColumn('redelivery_max_attempts', 'integer', (c) => c.notNull())
        .addColumn('redelivery_timeout_ms', 'integer', (c) => c.notNull())
        .addColumn('dead_letter_id', 'text', (c) => c.notNull())
        .addColumn('dead_letter_log_full_message', 'integer', (c) => c.notNull())
        .addColumn('dead_letter_redelivery_ms', 'integer', (c) => c.notNull())
        .addColumn('processors_json', 'text', (c) => c.notNull())
        .addColumn('documentation', 'text', (c) => c.notNull())
        .addColumn('inbound_kind', 'text', (c) => c.notNull())
        .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled_by', 'integer')
        .addColumn('disabled_at', 'text')
        .addColumn('disabled_reason', 'text')
        .addColumn('traffic_per_minute', 'real', (c) => c.notNull())
        .addColumn('failure_rate', 'real', (c) => c.notNull())
        .addPrimaryKeyConstraint('flows_pk', ['organization_id', 'id'])
        .execute();

      await db.schema
        .createTable('payloads')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created', bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payloads_created_idx')
        .on('payloads')
        .column('created')
        .execute();

      await db.schema
        .createTable('traces')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', (c) => c.notNull())
        .addColumn('flow_id', 'text', (c) => c.notNull())
        .addColumn('exchange_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('time_stamp', bigint, (c) => c.notNull())
        .addColumn('delivery_attempt_no', 'integer', (c) => c.notNull())
        .addColumn('max_delivery_attempts', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error_category', 'text')
        .addColumn('error_message', 'text')
        .addColumn('processing_time_ms', 'integer', (c) => c.notNull())
        .addColumn('response_time_ms', 'integer', (c) => c.notNull())
        .addColumn('payload_id', 'integer')
        .addColumn('steps_json', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .execute();
      // The trace page reads newest first within an organization, optionally per flow,
      // status or error category: each filter has an index ending in (time_stamp, id).
      // The per-flow one also carries payload_id, so counting "this flow, has payload"
      // (the resubmit view) reads the index alone.
      for (const [name, columns] of [
        ['traces_org_time_idx', ['organization_id', 'time_stamp', 'id']],
        [
          'traces_org_flow_time_idx',
          ['organization_id', 'flow_id', 'time_stamp', 'id', 'payload_id'],
        ],
        ['traces_org_status_time_idx', ['organization_id', 'status', 'time_stamp', 'id']],
        ['traces_org_category_time_idx', ['organization_id', 'error_category', 'time_stamp', 'id']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('traces')
          .columns([...columns])
          .execute();
      }
    },
  };
}

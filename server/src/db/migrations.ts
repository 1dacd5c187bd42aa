import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from './database';

type Db = Kysely<unknown>;

/** An auto-numbered primary key on either database. */
function idColumn(dialect: Dialect) {
  return (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement();
}

function initial(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('organizations')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('short_name', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('organizations.id'))
        .addColumn('tenant_id', 'text')
        .addColumn('country', 'text')
        .addColumn('place', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('street_name', 'text')
        .addColumn('street_number', 'text')
        .addColumn('registrar', 'text')
        .addColumn('registration_id', 'text')
        .addColumn('email', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('management_api_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('updated', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('organization_modules')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('module', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('organization_modules_pk', ['organization_id', 'module'])
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', id)
        .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('last_login', 'text')
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'organization_id', 'role'])
        .execute();

      await db.schema
        .createTable('signing_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('alg', 'text', (c) => c.notNull())
        .addColumn('private_jwk', 'text', (c) => c.notNull())
        .addColumn('public_jwk', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('client_ip', 'text', (c) => c.notNull())
        .addColumn('proxy_ip', 'text')
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_refreshed', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema
        .createIndex('sessions_expires_idx')
        .on('sessions')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) =>
          c.notNull().references('sessions.id').onDelete('cascade'),
        )
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_session_idx')
        .on('refresh_tokens')
        .column('session_id')
        .execute();

      await db.schema
        .createTable('login_attempts')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('client_ip', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addPrimaryKeyConstraint('login_attempts_pk', ['subject', 'client_ip'])
        .execute();

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await db.schema
        .createTable('organization_configurations')
        .addColumn('organization_id', 'integer', (c) =>
          c.primaryKey().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('locale', 'text')
        .addColumn('theme', 'text')
        .addColumn('time_zone', 'text')
        .addColumn('data_lake_api_host', 'text')
        .addColumn('data_lake_graphql_host', 'text')
        .addColumn('updated', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_configurations')
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('locale', 'text')
        .addColumn('theme', 'text')
        .addColumn('time_zone', 'text')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_configurations_pk', ['organization_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('features')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('all_organizations', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('feature_organizations')
        .addColumn('feature_key', 'text', (c) =>
          c.notNull().references('features.key').onDelete('cascade'),
        )
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('feature_organizations_pk', ['feature_key', 'organization_id'])
        .execute();

      await db.schema
        .createTable('audit_events')
        .addColumn('id', 'integer', id)
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by_id', 'integer')
        .addColumn('organization_id', 'integer')
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('client_ip', 'text')
        .execute();
      await db.schema
        .createIndex('audit_events_org_created_idx')
        .on('audit_events')
        .columns(['organization_id', 'created'])
        .execute();

      await db.schema
        .createTable('client_errors')
        .addColumn('id', 'integer', id)
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('error_message', 'text', (c) => c.notNull())
        .addColumn('client_version', 'text', (c) => c.notNull())
        .addColumn('current_url', 'text', (c) => c.notNull())
        .addColumn('client_ip', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

/** Heartbeat: flows, traces and payloads; registry: service accounts and flow access. */
function heartbeat(dialect: Dialect): Migration {
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

/**
 * Free-text trace search (the console's q): it is resolved into exact matches, so each
 * part reads an index ending in (time_stamp, id) instead of every trace in the range.
 * Error messages: a partial index over the failed attempts, also walked (one seek per
 * distinct message) to find the messages that contain the text. Exchange ids: equality.
 */
function traceSearch(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createIndex('traces_org_message_time_idx')
        .on('traces')
        .columns(['organization_id', 'error_message', 'time_stamp', 'id'])
        .where(sql.ref('error_message'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('traces_org_exchange_time_idx')
        .on('traces')
        .columns(['organization_id', 'exchange_id', 'time_stamp', 'id'])
        .execute();
    },
  };
}

/**
 * Payload bodies byte-exact: a body that is not UTF-8 text, or holds a NUL (which a
 * PostgreSQL text value cannot), is kept as bytes in body_bytes, with body ''. Text
 * bodies stay in body.
 */
function payloadBytes(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('payloads')
        .addColumn('body_bytes', dialect === 'postgres' ? 'bytea' : 'blob')
        .execute();
    },
  };
}

/**
 * The running total of each organization's stored payload bytes, for the inbound
 * quota: kept in the same transaction as every insert and prune of payloads, so a
 * check costs one row instead of a sum over the organization's payloads.
 */
function payloadUsage(): Migration {
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

/** Versioned migrations; each is written once for both databases. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return {
        '0001_initial': initial(dialect),
        '0002_heartbeat': heartbeat(dialect),
        '0003_trace_search': traceSearch(),
        '0004_payload_bytes': payloadBytes(dialect),
        '0005_payload_usage': payloadUsage(),
      };
    },
  };
}

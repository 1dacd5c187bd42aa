import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn } from './helpers';
import type { Db } from './helpers';

export function initial(dialect: Dialect): Migration {
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

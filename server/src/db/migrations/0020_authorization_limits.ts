import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * Authorization (spec 3.4, 6): permissions grouped into roles, roles into user groups, users
 * members of user groups; a user group may be mapped to a directory group by name. And the
 * session limits of the identity service: lifetime limits (`kind` LIFETIME, a timeout) and
 * concurrent limits (`kind` CONCURRENT, a user limit, a client IP limit, what happens over it),
 * each for some user groups and known clients (none: all). Every name is unique within its
 * organization.
 */
export function authorizationLimits(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      for (const table of ['permissions', 'roles', 'user_groups']) {
        let builder = db.schema
          .createTable(table)
          .addColumn('id', 'integer', idColumn(dialect))
          .addColumn('organization_id', 'integer', (c) =>
            c.notNull().references('organizations.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull());
        if (table === 'user_groups') {
          builder = builder.addColumn('mapped_group_name', 'text', (c) => c.notNull());
        }
        await builder
          .addColumn('created', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer')
          .addColumn('updated', 'text', (c) => c.notNull())
          .addColumn('updated_by', 'integer')
          .addUniqueConstraint(`${table}_name_uq`, ['organization_id', 'name'])
          .execute();
      }
      // Directory sign-in looks groups up by their mapped name.
      await db.schema
        .createIndex('user_groups_mapped_idx')
        .on('user_groups')
        .columns(['organization_id', 'mapped_group_name'])
        .execute();

      await db.schema
        .createTable('session_limits')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('timeout_seconds', 'integer')
        .addColumn('user_limit', 'integer')
        .addColumn('client_ip_limit', 'integer')
        .addColumn('on_limit', 'text')
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
      await db.schema
        .createIndex('session_limits_org_kind_rank_idx')
        .on('session_limits')
        .columns(['organization_id', 'kind', 'rank'])
        .execute();

      const links: [string, string, string, string][] = [
        ['role_permissions', 'role_id', 'roles', 'permission_id'],
        ['user_group_roles', 'user_group_id', 'user_groups', 'role_id'],
        ['user_group_members', 'user_group_id', 'user_groups', 'user_id'],
        ['session_limit_user_groups', 'session_limit_id', 'session_limits', 'user_group_id'],
        ['session_limit_known_clients', 'session_limit_id', 'session_limits', 'known_client_id'],
      ];
      const targets: Record<string, string> = {
        permission_id: 'permissions.id',
        role_id: 'roles.id',
        user_id: 'users.id',
        user_group_id: 'user_groups.id',
        known_client_id: 'known_clients.id',
      };
      for (const [table, owner, ownerTable, target] of links) {
        await db.schema
          .createTable(table)
          .addColumn(owner, 'integer', (c) =>
            c.notNull().references(`${ownerTable}.id`).onDelete('cascade'),
          )
          .addColumn(target, 'integer', (c) =>
            c
              .notNull()
              .references(targets[target] ?? '')
              .onDelete('cascade'),
          )
          .addPrimaryKeyConstraint(`${table}_pk`, [owner, target])
          .execute();
        // Deleting a target (a user, a role) finds its links by this index.
        await db.schema.createIndex(`${table}_target_idx`).on(table).column(target).execute();
      }
    },
    async down(db: Db) {
      for (const table of [
        'session_limit_known_clients',
        'session_limit_user_groups',
        'user_group_members',
        'user_group_roles',
        'role_permissions',
        'session_limits',
        'user_groups',
        'roles',
        'permissions',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

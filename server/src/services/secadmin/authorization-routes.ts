import type { FastifyInstance } from 'fastify';
import {
  AUTHORIZATION_DESCRIPTION_MAX,
  AUTHORIZATION_IDS_LIMIT,
  AUTHORIZATION_NAME_MAX,
  PERMISSION_NAME_TAKEN,
  ROLE_NAME_TAKEN,
  USER_GROUP_NAME_TAKEN,
  type AuthzRole,
  type AuthzRoleInput,
  type Permission,
  type PermissionInput,
  type UserGroup,
  type UserGroupInput,
} from '@contracts/authorization';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { idSchema, plainText } from '../../lib/schemas';
import {
  type LinkTable,
  type NamedTable,
  type OwnedTable,
  countOwned,
  deleteOwned,
  insertNamed,
  linksOf,
  namedRows,
  nameTaken,
  organizationUserIds,
  ownedIds,
  setLinks,
  updateNamed,
} from './authorization-store';
import { entityRoutes } from './entity-routes';
import { authzRoleReply, permissionReply, userGroupReply } from './replies';

export const idList = {
  type: 'array',
  maxItems: AUTHORIZATION_IDS_LIMIT,
  uniqueItems: true,
  items: idSchema,
} as const;
export const nameSchema = plainText(AUTHORIZATION_NAME_MAX);
// Free text over lines; may be empty.
export const descriptionSchema = {
  type: 'string',
  maxLength: AUTHORIZATION_DESCRIPTION_MAX,
} as const;

function strictBody(properties: Record<string, object>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  } as const;
}

/** A name is compared as entered, without the spaces around it; blank is no name. */
export function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('Invalid body: "name" must not be blank.');
  return trimmed;
}

/** Refuses links to rows that are not the organization's (they may not even exist). */
export async function ownLinks(
  check: (ids: readonly number[]) => Promise<number[]>,
  ids: readonly number[],
  field: string,
): Promise<number[]> {
  const own = new Set(await check(ids));
  const foreign = ids.filter((id) => !own.has(id));
  if (foreign.length > 0) {
    throw badRequest(`Invalid body: "${field}" names unknown ids: ${foreign.join(', ')}.`);
  }
  return [...ids];
}

/**
 * Authorization (spec 3.4, 6): permissions, roles of permissions and user groups of roles and
 * users, for the organization's admins; names unique within the organization (spec 5).
 */
export function authorizationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
): void {
  const { db } = ctx;
  const owned = (table: OwnedTable, org: number) => (ids: readonly number[]) =>
    ownedIds(db, table, org, ids);
  const unique = (table: NamedTable, message: string) => ({
    message,
    taken: (org: number, name: string, except?: number) => nameTaken(db, table, org, name, except),
  });
  const common = (table: NamedTable) => ({
    count: (org: number) => countOwned(db, table, org),
    remove: (trx: Parameters<typeof deleteOwned>[0], org: number, ids: readonly number[]) =>
      deleteOwned(trx, table, org, ids),
  });
  /** The rows with their links, as the contract names them. */
  async function withLinks(table: NamedTable, org: number, limit: number, links: LinkTable[]) {
    const rows = await namedRows(db, table, org, limit);
    const maps = await Promise.all(
      links.map((link) =>
        linksOf(
          db,
          link,
          rows.map((r) => r.id),
        ),
      ),
    );
    return rows.map((row) => ({
      row,
      links: maps.map((map) => map.get(row.id) ?? []),
      stamp: {
        id: row.id,
        name: row.name,
        description: row.description,
        created: row.created,
        createdBy: row.created_by,
        updated: row.updated,
        updatedBy: row.updated_by,
      },
    }));
  }

  entityRoutes<PermissionInput, Permission>(app, ctx, anOrganization, {
    path: 'permissions',
    entityType: 'PERMISSION',
    reply: permissionReply,
    body: strictBody({ name: nameSchema, description: descriptionSchema }),
    nameTaken: unique('permissions', PERMISSION_NAME_TAKEN),
    ...common('permissions'),
    list: async (org, limit) =>
      (await withLinks('permissions', org, limit, [])).map(({ stamp }) => stamp),
    prepare: async (_org, body) => ({
      name: trimmedName(body.name),
      description: body.description.trim(),
    }),
    insert: (trx, org, input, by) => insertNamed(trx, 'permissions', org, input, by),
    update: (trx, org, id, input, by) => updateNamed(trx, 'permissions', org, id, input, by),
  });

  entityRoutes<AuthzRoleInput, AuthzRole>(app, ctx, anOrganization, {
    path: 'roles',
    entityType: 'AUTHZ_ROLE',
    reply: authzRoleReply,
    body: strictBody({ name: nameSchema, description: descriptionSchema, permissionIds: idList }),
    nameTaken: unique('roles', ROLE_NAME_TAKEN),
    ...common('roles'),
    list: async (org, limit) =>
      (await withLinks('roles', org, limit, ['role_permissions'])).map(({ stamp, links }) => ({
        ...stamp,
        permissionIds: links[0] ?? [],
      })),
    prepare: async (org, body) => ({
      name: trimmedName(body.name),
      description: body.description.trim(),
      permissionIds: await ownLinks(owned('permissions', org), body.permissionIds, 'permissionIds'),
    }),
    insert: async (trx, org, { permissionIds, ...values }, by) => {
      const id = await insertNamed(trx, 'roles', org, values, by);
      await setLinks(trx, 'role_permissions', id, permissionIds);
      return id;
    },
    update: async (trx, org, id, { permissionIds, ...values }, by) => {
      if (!(await updateNamed(trx, 'roles', org, id, values, by))) return false;
      await setLinks(trx, 'role_permissions', id, permissionIds);
      return true;
    },
  });

  entityRoutes<UserGroupInput, UserGroup>(app, ctx, anOrganization, {
    path: 'user-groups',
    entityType: 'USER_GROUP',
    reply: userGroupReply,
    body: strictBody({
      name: nameSchema,
      description: descriptionSchema,
      mappedGroupName: { type: 'string', maxLength: 256, pattern: '^[^\\u0000-\\u001F\\u007F]*$' },
      roleIds: idList,
      memberIds: idList,
    }),
    nameTaken: unique('user_groups', USER_GROUP_NAME_TAKEN),
    ...common('user_groups'),
    list: async (org, limit) =>
      (await withLinks('user_groups', org, limit, ['user_group_roles', 'user_group_members'])).map(
        ({ row, stamp, links }) => ({
          ...stamp,
          mappedGroupName: row.mapped_group_name,
          roleIds: links[0] ?? [],
          memberIds: links[1] ?? [],
        }),
      ),
    prepare: async (org, body) => ({
      name: trimmedName(body.name),
      description: body.description.trim(),
      mappedGroupName: body.mappedGroupName.trim(),
      roleIds: await ownLinks(owned('roles', org), body.roleIds, 'roleIds'),
      memberIds: await ownLinks(
        (ids) => organizationUserIds(db, org, ids),
        body.memberIds,
        'memberIds',
      ),
    }),
    insert: async (trx, org, input, by) => {
      const id = await insertNamed(trx, 'user_groups', org, groupValues(input), by);
      await setLinks(trx, 'user_group_roles', id, input.roleIds);
      await setLinks(trx, 'user_group_members', id, input.memberIds);
      return id;
    },
    update: async (trx, org, id, input, by) => {
      if (!(await updateNamed(trx, 'user_groups', org, id, groupValues(input), by))) return false;
      await setLinks(trx, 'user_group_roles', id, input.roleIds);
      await setLinks(trx, 'user_group_members', id, input.memberIds);
      return true;
    },
  });
}

function groupValues(input: UserGroupInput) {
  return {
    name: input.name,
    description: input.description,
    mapped_group_name: input.mappedGroupName,
  };
}

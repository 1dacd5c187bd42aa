import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB, PermissionsTable } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction a change of authorization or limits and its audit event are written in. */
export type AuthorizationTransaction = Transaction<DB>;

/** The tables of named, organization-owned entities (their common columns are alike). */
export type NamedTable = 'permissions' | 'roles' | 'user_groups';
/** Tables whose rows belong to one organization, by `organization_id`. */
export type OwnedTable = NamedTable | 'session_limits' | 'known_clients';

/** Link tables: each column pair is (owner, target). */
const LINKS = {
  role_permissions: ['role_id', 'permission_id'],
  user_group_roles: ['user_group_id', 'role_id'],
  user_group_members: ['user_group_id', 'user_id'],
  session_limit_user_groups: ['session_limit_id', 'user_group_id'],
  session_limit_known_clients: ['session_limit_id', 'known_client_id'],
} as const;
export type LinkTable = keyof typeof LINKS;

/** The targets each owner links to, for the owners named (absent owners: none). */
export async function linksOf(
  db: Db,
  table: LinkTable,
  ownerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const links = new Map<number, number[]>();
  if (ownerIds.length === 0) return links;
  const [owner, target] = LINKS[table];
  const { rows } = await sql<{ owner: number; target: number }>`
    select ${sql.ref(owner)} as owner, ${sql.ref(target)} as target
    from ${sql.table(table)}
    where ${sql.ref(owner)} in (${sql.join(ownerIds)})
    order by ${sql.ref(target)}`.execute(db);
  for (const row of rows) {
    const id = Number(row.owner);
    links.set(id, [...(links.get(id) ?? []), Number(row.target)]);
  }
  return links;
}

/** Replaces an owner's links with the targets given. */
export async function setLinks(
  trx: Db,
  table: LinkTable,
  ownerId: number,
  targetIds: readonly number[],
): Promise<void> {
  const [owner, target] = LINKS[table];
  await sql`delete from ${sql.table(table)} where ${sql.ref(owner)} = ${ownerId}`.execute(trx);
  if (targetIds.length === 0) return;
  await sql`insert into ${sql.table(table)} (${sql.ref(owner)}, ${sql.ref(target)})
    values ${sql.join(targetIds.map((id) => sql`(${ownerId}, ${id})`))}`.execute(trx);
}

/** Those of the ids that are rows of the organization in the table. */
export async function ownedIds(
  db: Db,
  table: OwnedTable,
  organizationId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(table)}
    where organization_id = ${organizationId} and id in (${sql.join(ids)})`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** Those of the user ids that are users of the organization (their own, or a role in it). */
export async function organizationUserIds(
  db: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('users.organization_id', '=', organizationId),
        eb.exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.user_id')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.organization_id', '=', organizationId),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The organization's rows of a named table, by name (at most `limit`). */
export async function namedRows(db: Db, table: NamedTable, organizationId: number, limit: number) {
  return db
    .selectFrom(table as 'user_groups')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .limit(limit)
    .execute();
}

export async function countOwned(db: Db, table: OwnedTable, organizationId: number) {
  const row = await db
    .selectFrom(table as 'permissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another row of the organization has the name. */
export async function nameTaken(
  db: Db,
  table: NamedTable,
  organizationId: number,
  name: string,
  except?: number,
): Promise<boolean> {
  let query = db
    .selectFrom(table as 'permissions')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The columns of a named row a change writes; user groups add their mapped group name. */
export interface NamedValues {
  name: string;
  description: string;
  mapped_group_name?: string;
}

export async function insertNamed(
  trx: Db,
  table: NamedTable,
  organizationId: number,
  values: NamedValues,
  by: number,
): Promise<number> {
  const now = nowIso();
  const row: Insertable<PermissionsTable> = {
    organization_id: organizationId,
    ...values,
    created: now,
    created_by: by,
    updated: now,
    updated_by: by,
  };
  const inserted = await trx
    .insertInto(table as 'permissions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Updates the organization's row; false when it has no such row. */
export async function updateNamed(
  trx: Db,
  table: NamedTable,
  organizationId: number,
  id: number,
  values: NamedValues,
  by: number,
): Promise<boolean> {
  const result = await trx
    .updateTable(table as 'permissions')
    .set({ ...values, updated: nowIso(), updated_by: by })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes those of the ids that are the organization's (their links go with them). */
export async function deleteOwned(
  trx: Db,
  table: OwnedTable,
  organizationId: number,
  ids: readonly number[],
) {
  return trx
    .deleteFrom(table as 'permissions')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
}

/**
 * The organization's user groups mapped to any of the directory groups named (directory
 * sign-in: a user in those groups belongs to these user groups). Names compare exactly.
 */
export async function userGroupsForExternalGroups(
  db: Db,
  organizationId: number,
  groupNames: readonly string[],
): Promise<{ id: number; name: string; mappedGroupName: string }[]> {
  const names = groupNames.filter((name) => name !== '');
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('user_groups')
    .select(['id', 'name', 'mapped_group_name'])
    .where('organization_id', '=', organizationId)
    .where('mapped_group_name', 'in', names)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    mappedGroupName: row.mapped_group_name,
  }));
}

/**
 * A directory sign-in's groups decide the user's membership of the organization's mapped user
 * groups: the user joins each whose mapped group name is one of `groupNames` and leaves the
 * other mapped ones. User groups without a mapped name are kept by hand and stay as they are.
 */
export async function syncDirectoryMemberships(
  trx: AuthorizationTransaction,
  scope: { organizationId: number; userId: number },
  groupNames: readonly string[],
): Promise<{ joined: number[]; left: number[] }> {
  const mapped = await trx
    .selectFrom('user_groups')
    .select(['id', 'mapped_group_name'])
    .where('organization_id', '=', scope.organizationId)
    .where('mapped_group_name', '!=', '')
    .execute();
  if (mapped.length === 0) return { joined: [], left: [] };
  const names = new Set(groupNames);
  const wanted = new Set(mapped.filter((g) => names.has(g.mapped_group_name)).map((g) => g.id));
  const current = new Set(
    (
      await trx
        .selectFrom('user_group_members')
        .select('user_group_id')
        .where('user_id', '=', scope.userId)
        .where(
          'user_group_id',
          'in',
          mapped.map((g) => g.id),
        )
        .execute()
    ).map((row) => row.user_group_id),
  );
  const joined = [...wanted].filter((id) => !current.has(id));
  const left = [...current].filter((id) => !wanted.has(id));
  if (joined.length > 0) {
    await trx
      .insertInto('user_group_members')
      .values(joined.map((id) => ({ user_group_id: id, user_id: scope.userId })))
      .execute();
  }
  if (left.length > 0) {
    await trx
      .deleteFrom('user_group_members')
      .where('user_id', '=', scope.userId)
      .where('user_group_id', 'in', left)
      .execute();
  }
  return { joined, left };
}

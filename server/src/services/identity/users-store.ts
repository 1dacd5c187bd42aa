import type { Kysely, Transaction } from 'kysely';
import { highestRolePerOrganization, isRole } from '@contracts/roles';
import type { Role, RoleEntry } from '@contracts/roles';
import type { OrgUser } from '@contracts/org-users';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';
import { roleEntriesFor } from './store';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction the users routes change users in. */
export type UsersTransaction = Transaction<DB>;

const USER_COLUMNS = [
  'users.id',
  'users.organization_id',
  'users.name',
  'users.email',
  'users.phone',
  'users.created',
  'users.updated',
  'users.last_login',
  'users.disabled',
] as const;

/** All role rows of the given users, with their organizations' names. */
async function roleEntriesOf(db: Db, userIds: number[]): Promise<Map<number, RoleEntry[]>> {
  const byUser = new Map<number, RoleEntry[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('organizations', 'organizations.id', 'user_roles.organization_id')
    .select(['user_roles.user_id', 'user_roles.organization_id', 'user_roles.role'])
    .select(['organizations.name', 'organizations.short_name'])
    .where('user_roles.user_id', 'in', userIds)
    .execute();
  for (const row of rows) {
    if (!isRole(row.role)) continue;
    const list = byUser.get(row.user_id) ?? [];
    list.push({
      role: row.role,
      userId: row.user_id,
      organizationId: row.organization_id,
      organizationDetails: { name: row.name, shortName: row.short_name },
    });
    byUser.set(row.user_id, list);
  }
  for (const [id, list] of byUser) byUser.set(id, highestRolePerOrganization(list));
  return byUser;
}

/** Who looks at an organization's users: what of them the caller may see and do. */
export interface UsersViewer {
  /** Whether the user's role in that other organization is shown. */
  visible: (organizationId: number) => boolean;
  /** Whether the caller may disable (or enable) the user. */
  mayDisable: (user: Pick<OrgUser, 'userId' | 'type'>) => boolean;
}

/** A viewer who sees no external role and may disable nobody (the server's own checks). */
export const NO_VIEWER: UsersViewer = { visible: () => false, mayDisable: () => false };

/**
 * A page of an organization's users (those holding a role in it), by user id. External
 * roles are kept only in the organizations the viewer may see.
 */
export async function organizationUsers(
  db: Db,
  organizationId: number,
  options: { limit: number; after: number; viewer: UsersViewer },
): Promise<{ users: OrgUser[]; nextAfter: number | null }> {
  const rows = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.organization_id', '=', organizationId),
      ),
    )
    .where('users.id', '>', options.after)
    .orderBy('users.id')
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const roles = await roleEntriesOf(
    db,
    page.map((r) => r.id),
  );
  const users = page.flatMap((row) => {
    const entries = roles.get(row.id) ?? [];
    const own = entries.find((e) => e.organizationId === organizationId);
    if (!own) return [];
    const type = row.organization_id === organizationId ? 'INTERNAL' : 'EXTERNAL';
    return [
      {
        userId: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        type,
        role: own.role,
        externalRoles: entries.filter(
          (e) => e.organizationId !== organizationId && options.viewer.visible(e.organizationId),
        ),
        created: String(row.created),
        updated: String(row.updated),
        lastLogin: row.last_login === null ? null : String(row.last_login),
        disabled: Number(row.disabled) === 1,
        canDisable: options.viewer.mayDisable({ userId: row.id, type }),
      } satisfies OrgUser,
    ];
  });
  const more = rows.length > options.limit;
  return { users, nextAfter: more ? (page.at(-1)?.id ?? null) : null };
}

/** One user of the organization, or undefined when the user holds no role in it. */
export async function organizationUser(
  db: Db,
  organizationId: number,
  userId: number,
  viewer: UsersViewer,
): Promise<OrgUser | undefined> {
  const { users } = await organizationUsers(db, organizationId, {
    limit: 1,
    after: userId - 1,
    viewer,
  });
  return users[0]?.userId === userId ? users[0] : undefined;
}

export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

/** The user of the e-mail (lowercase): id, home organization and name, or undefined. */
export async function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'organization_id', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/**
 * The user of the e-mail (lowercase) with whether they hold a role in the organization, or
 * undefined: one query, the same whether or not the e-mail has a user.
 */
export async function userByEmailIn(db: Db, organizationId: number, email: string) {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_roles', (join) =>
      join
        .onRef('user_roles.user_id', '=', 'users.id')
        .on('user_roles.organization_id', '=', organizationId),
    )
    .select(['users.id', 'users.organization_id', 'users.name', 'user_roles.role'])
    .where('users.email', '=', email)
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { role, ...user } = row;
  return { user, member: role !== null };
}

/** The user's own (home) organization, or undefined for no such user. */
export async function homeOrganizationOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('organization_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.organization_id;
}

/** Whether the user holds a role in any organization. */
export async function hasAnyRole(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the user exactly this role in the organization (replacing any other). */
export async function setRoleIn(
  trx: Db,
  userId: number,
  organizationId: number,
  role: Role,
  by: number,
): Promise<void> {
  await removeRolesIn(trx, userId, organizationId, by);
  await trx
    .insertInto('user_roles')
    .values({ user_id: userId, organization_id: organizationId, role })
    .execute();
}

/** Removes every role of the user in the organization; the number of rows removed. */
export async function removeRolesIn(
  trx: Db,
  userId: number,
  organizationId: number,
  by: number,
): Promise<number> {
  const result = await trx
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  await trx
    .updateTable('users')
    .set({ updated: nowIso(), updated_by: by })
    .where('id', '=', userId)
    .execute();
  return Number(result.numDeletedRows);
}

/** Whether the user holds ADMIN in an organization other than this one. */
export async function isAdminElsewhere(trx: Db, userId: number, organizationId: number) {
  const entries = await roleEntriesFor(trx, userId);
  return entries.some((e) => e.role === 'ADMIN' && e.organizationId !== organizationId);
}

export async function setPhone(trx: Db, userId: number, phone: string | null) {
  await trx.updateTable('users').set({ phone }).where('id', '=', userId).execute();
}

/** Disables or enables the user; whether the flag changed. */
export async function setDisabled(
  trx: Db,
  userId: number,
  disabled: boolean,
  by: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ disabled: disabled ? 1 : 0, updated: nowIso(), updated_by: by })
    .where('id', '=', userId)
    .where('disabled', '=', disabled ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

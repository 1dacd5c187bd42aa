import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Organization, OrganizationType, User } from '@contracts/identity';
import { highestRolePerOrganization, isRole } from '@contracts/roles';
import type { RoleEntry } from '@contracts/roles';
import { prepared } from '../../db/prepared';
import type { DB, OrganizationsTable, UsersTable } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

export function toOrganization(row: Selectable<OrganizationsTable>): Organization {
  return {
    organizationId: row.id,
    name: row.name,
    shortName: row.short_name,
    type: row.type as OrganizationType,
    parentId: row.parent_id,
    tenantId: row.tenant_id,
    country: row.country,
    place: row.place,
    postalCode: row.postal_code,
    streetName: row.street_name,
    streetNumber: row.street_number,
    registrar: row.registrar,
    registrationId: row.registration_id,
    email: row.email,
    phoneNumber: row.phone_number,
    managementApiEnabled: row.management_api_enabled === 1,
  };
}

export function toUser(
  row: Selectable<UsersTable>,
  organizationShortName: string,
  roles: RoleEntry[],
): User {
  return {
    id: row.id,
    userId: row.id,
    organizationId: row.organization_id,
    shortName: organizationShortName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles,
    permissions: [],
    created: row.created,
    createdBy: row.created_by,
    updated: row.updated,
    updatedBy: row.updated_by,
  };
}

/** A user's roles, highest per organization, with the organizations' names. */
export async function roleEntriesFor(db: Db, userId: number): Promise<RoleEntry[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('organizations', 'organizations.id', 'user_roles.organization_id')
    .select([
      'user_roles.role',
      'user_roles.organization_id',
      'organizations.name',
      'organizations.short_name',
    ])
    .where('user_roles.user_id', '=', userId)
    .execute();
  const entries: RoleEntry[] = rows.flatMap((row) =>
    isRole(row.role)
      ? [
          {
            role: row.role,
            userId,
            organizationId: row.organization_id,
            organizationDetails: { name: row.name, shortName: row.short_name },
          },
        ]
      : [],
  );
  return highestRolePerOrganization(entries);
}

const userWithOrganization = prepared(
  (db: Kysely<DB>, userId: number) =>
    db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .selectAll('users')
      .select('organizations.short_name as organization_short_name')
      .where('users.id', '=', userId),
  { remember: true },
);

/**
 * A user with the short name of the user's organization (every user read: built once, and
 * remembered while nothing in the database changes). The row is frozen.
 */
export async function findUserWithOrganization(db: Kysely<DB>, userId: number) {
  const [row] = await userWithOrganization(db, userId);
  return row;
}

/**
 * Sets a user's password: every reset link of the user still open is spent with it, so an
 * older link cannot set the password again. Run in the transaction that sets it.
 */
export async function setUserPassword(trx: Db, userId: number, passwordHash: string) {
  const now = nowIso();
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated: now, updated_by: userId })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** What signing in needs of a user, by e-mail. */
export async function findUserForSignIn(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'organization_id', 'password_hash', 'disabled'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** What a reset mail needs of a user, by e-mail. */
export async function findUserForReset(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'organization_id'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function recordLogin(trx: Db, userId: number): Promise<void> {
  await trx.updateTable('users').set({ last_login: nowIso() }).where('id', '=', userId).execute();
}

/** Organizations by id: all of them, or those listed. */
export async function findOrganization(db: Db, id: number): Promise<Organization | null> {
  const row = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOrganization(row) : null;
}

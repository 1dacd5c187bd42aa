import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  Organization,
  OrganizationType,
  User,
} from '../../../../src/shared/contracts/identity';
import type { RoleEntry } from '../../../../src/shared/contracts/roles';
import type { DB, OrganizationsTable, UsersTable } from '../../db/schema';
import { isoAfterSeconds, nowIso, randomToken, sha256 } from '../../lib/crypto';

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

export async function findUserWithOrganization(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .selectAll('users')
    .select('organizations.short_name as organization_short_name')
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export interface NewSession {
  userId: number;
  clientId: string;
  clientIp: string;
  proxyIp: string | null;
  ttlSeconds: number;
}

/** Opens a session and its first refresh token; returns the token in clear, once. */
export async function createSession(trx: Db, session: NewSession) {
  const id = randomToken(16);
  const now = nowIso();
  await trx
    .insertInto('sessions')
    .values({
      id,
      user_id: session.userId,
      client_id: session.clientId,
      client_ip: session.clientIp,
      proxy_ip: session.proxyIp,
      created: now,
      expires_at: isoAfterSeconds(session.ttlSeconds),
      last_refreshed: now,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  const refreshToken = await issueRefreshToken(trx, id);
  return { sessionId: id, refreshToken };
}

export async function issueRefreshToken(trx: Db, sessionId: string): Promise<string> {
  const token = randomToken(32);
  await trx
    .insertInto('refresh_tokens')
    .values({ token_hash: sha256(token), session_id: sessionId, created: nowIso(), used_at: null })
    .execute();
  return token;
}

export async function revokeSession(trx: Db, sessionId: string, reason: string): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(trx: Db, userId: number, reason: string) {
  const result = await trx
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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

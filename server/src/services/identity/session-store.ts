import type { Kysely, Transaction } from 'kysely';
import type { RoleEntry } from '../../../../src/shared/contracts/roles';
import { highestRolePerOrganization, isRole } from '../../../../src/shared/contracts/roles';
import { prepared } from '../../db/prepared';
import type { DB } from '../../db/schema';
import { isoAfterSeconds, nowIso, randomToken, sha256 } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

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

/** The user and organization of a session, whatever its state. */
export async function sessionOwner(trx: Db, sessionId: string) {
  return trx
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'users.organization_id'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

/** A refresh token's row with its session's state, by the token in clear. */
export async function findRefreshToken(trx: Db, token: string) {
  return refreshTokenQuery(trx, token).executeTakeFirst();
}

/** The query of `findRefreshToken`: a key read of the token, its session and user. */
export function refreshTokenQuery(trx: Db, token: string) {
  return trx
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.used_at',
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.organization_id',
      'users.disabled',
    ])
    .where('refresh_tokens.token_hash', '=', sha256(token));
}

/**
 * Spends a refresh token: true for the one caller whose conditional update took it, so
 * of two racing refreshes only one wins.
 */
export async function claimRefreshToken(trx: Db, token: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('refresh_tokens')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function markRefreshed(trx: Db, sessionId: string): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ last_refreshed: nowIso() })
    .where('id', '=', sessionId)
    .execute();
}

/** The open session of an access token with its user and the user's roles. */
export function openSessionQuery(db: Kysely<DB>, sessionId: string, userId: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'sessions.user_id')
    .leftJoin('organizations', 'organizations.id', 'user_roles.organization_id')
    .select([
      'users.email',
      'users.organization_id',
      'sessions.expires_at',
      'user_roles.role',
      'user_roles.organization_id as role_organization_id',
      'organizations.name',
      'organizations.short_name',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('users.disabled', '=', 0);
}

/** Built once, and remembered while nothing changes: this runs on every authenticated call. */
const openSessionRows = prepared(openSessionQuery, { remember: true });

export interface OpenSession {
  email: string;
  /** The user's own organization. */
  organizationId: number;
  /** Highest role per organization, with the organizations' names. */
  roles: RoleEntry[];
}

/**
 * The session of an access token if it is still open, with its user and roles: one
 * statement, a primary-key read of the session joined with the user and the user's roles
 * (user_roles is keyed by user first). Checked on every call, so a session ended by any
 * instance is refused at once on all of them.
 *
 * On the embedded database the rows are remembered for as long as the database's change
 * stamp stays the same: any row written here and any commit by another process on the file
 * (another instance) changes it (see `DirectAccess.remembered`).
 */
export async function findOpenSession(
  db: Kysely<DB>,
  sessionId: string,
  userId: number,
): Promise<OpenSession | null> {
  const rows = await openSessionRows(db, sessionId, userId);
  const first = rows[0];
  if (!first || first.expires_at <= nowIso()) return null;
  return toOpenSession(first, rows, userId);
}

type OpenSessionRow = Awaited<ReturnType<typeof openSessionRows>>[number];

function toOpenSession(first: OpenSessionRow, rows: readonly OpenSessionRow[], userId: number) {
  const entries: RoleEntry[] = rows.flatMap((row) =>
    row.role !== null &&
    isRole(row.role) &&
    row.role_organization_id !== null &&
    row.name !== null &&
    row.short_name !== null
      ? [
          {
            role: row.role,
            userId,
            organizationId: row.role_organization_id,
            organizationDetails: { name: row.name, shortName: row.short_name },
          },
        ]
      : [],
  );
  return {
    email: first.email,
    organizationId: first.organization_id,
    roles: highestRolePerOrganization(entries),
  };
}

import type { Kysely } from 'kysely';
import type { RoleEntry } from '@contracts/roles';
import { highestRolePerOrganization, isRole } from '@contracts/roles';
import { prepared } from '../db/prepared';
import type { DB } from '../db/schema';
import { nowIso } from './crypto';

/*
 * The check every authenticated call makes (lib/auth.ts): is the session of an access token
 * still open? Sessions are opened, refreshed and ended by the identity service
 * (services/identity/session-store.ts); this is the one read the request pipeline needs.
 */

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

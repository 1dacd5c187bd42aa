import type { Kysely, Transaction } from 'kysely';
import { INVITATION_TTL_DAYS, type MyInvitation, type OrgInvitation } from '@contracts/org-users';
import { isRole, type Role } from '@contracts/roles';
import type { DB } from '../../db/schema';
import { nowIso, randomToken, sha256 } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** How long an invitation (and a new person's set-password link) may be answered. */
export const INVITATION_TTL_SECONDS = INVITATION_TTL_DAYS * 24 * 3600;

export interface NewInvitation {
  organizationId: number;
  email: string;
  role: Role;
  invitedBy: number;
  /** A new person: their name and phone number, and a set-password link is made. */
  person?: { name: string; phone: string | null };
}

/**
 * Stores a pending invitation; its id and, for a new person, the set-password link's token
 * in clear (stored hashed), once. The organization's expired invitations are deleted first
 * (their retention), so at most the cap of pending ones is ever kept.
 */
export async function createInvitation(
  trx: Db,
  invitation: NewInvitation,
): Promise<{ id: number; token: string | null; expires: string }> {
  await trx
    .deleteFrom('membership_invitations')
    .where('organization_id', '=', invitation.organizationId)
    .where('expires_at', '<=', nowIso())
    .execute();
  const token = invitation.person ? randomToken(32) : null;
  // One clock reading: an invitation lasts exactly its TTL from when it was made.
  const created = nowIso();
  const expires = new Date(Date.parse(created) + INVITATION_TTL_SECONDS * 1000).toISOString();
  const { id } = await trx
    .insertInto('membership_invitations')
    .values({
      organization_id: invitation.organizationId,
      email: invitation.email,
      role: invitation.role,
      name: invitation.person?.name ?? null,
      phone: invitation.person?.phone ?? null,
      token_hash: token === null ? null : sha256(token),
      invited_by: invitation.invitedBy,
      created,
      expires_at: expires,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token, expires };
}

/** Whether a pending (unexpired) invitation of the e-mail to the organization exists. */
export async function hasPendingInvitation(
  db: Db,
  organizationId: number,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('membership_invitations')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('email', '=', email)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/** The number of pending invitations of the organization. */
export async function pendingInvitationCount(db: Db, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('membership_invitations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('expires_at', '>', nowIso())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes any invitation of the e-mail to the organization (it was added directly). */
export async function dropInvitations(trx: Db, organizationId: number, email: string) {
  await trx
    .deleteFrom('membership_invitations')
    .where('organization_id', '=', organizationId)
    .where('email', '=', email)
    .execute();
}

const invitationColumns = [
  'membership_invitations.id',
  'membership_invitations.organization_id',
  'membership_invitations.email',
  'membership_invitations.role',
  'membership_invitations.name',
  'membership_invitations.phone',
  'membership_invitations.invited_by',
  'membership_invitations.created',
  'membership_invitations.expires_at',
] as const;

function pending(db: Db) {
  return db
    .selectFrom('membership_invitations')
    .innerJoin('organizations', 'organizations.id', 'membership_invitations.organization_id')
    .leftJoin('users as inviter', 'inviter.id', 'membership_invitations.invited_by')
    .select(invitationColumns)
    .select([
      'organizations.name as organization_name',
      'organizations.short_name as organization_short_name',
      'inviter.email as invited_by_email',
    ])
    .where('membership_invitations.expires_at', '>', nowIso());
}

export type PendingInvitation = NonNullable<Awaited<ReturnType<typeof pendingInvitation>>>;

/** A pending invitation by id, of the organization, or undefined. */
export async function pendingInvitation(db: Db, invitationId: number) {
  return pending(db).where('membership_invitations.id', '=', invitationId).executeTakeFirst();
}

/** A pending invitation by its set-password link's token in clear, or undefined. */
export async function pendingInvitationByToken(db: Db, token: string) {
  return pending(db)
    .where('membership_invitations.token_hash', '=', sha256(token))
    .executeTakeFirst();
}

const roleOf = (role: string): Role => (isRole(role) ? role : 'AGENT');

/** The organization's pending invitations, oldest first (at most the organization's cap). */
export async function organizationInvitations(
  db: Db,
  organizationId: number,
  limit: number,
): Promise<OrgInvitation[]> {
  const rows = await pending(db)
    .where('membership_invitations.organization_id', '=', organizationId)
    .orderBy('membership_invitations.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    invitationId: row.id,
    email: row.email,
    role: roleOf(row.role),
    invitedBy: row.invited_by_email,
    created: String(row.created),
    expires: String(row.expires_at),
  }));
}

/** The pending invitations addressed to the e-mail, oldest first. */
export async function invitationsTo(db: Db, email: string, limit: number): Promise<MyInvitation[]> {
  const rows = await pending(db)
    .where('membership_invitations.email', '=', email)
    .orderBy('membership_invitations.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    invitationId: row.id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    role: roleOf(row.role),
    invitedBy: row.invited_by_email,
    created: String(row.created),
    expires: String(row.expires_at),
  }));
}

/** Deletes the invitation: true for the one caller whose delete took it. */
export async function claimInvitation(trx: Db, invitationId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('membership_invitations')
    .where('id', '=', invitationId)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** An organization's id and name, as invitations and their audit events name it. */
export async function organizationNamed(db: Db, organizationId: number) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

import type { FastifyBaseLogger } from 'fastify';
import {
  INVITATION_PENDING_MESSAGE,
  ORG_INVITATIONS_LIMIT,
  TOO_MANY_INVITATIONS_MESSAGE,
} from '@contracts/org-users';
import { isRole, type Role } from '@contracts/roles';
import type { AppContext } from '../../context';
import { audit, auditAll, type AuditEntry } from '../../lib/audit';
import type { Principal } from '../../lib/auth';
import { HttpError, badRequest } from '../../lib/errors';
import { insertUser } from './create';
import {
  claimInvitation,
  createInvitation,
  hasPendingInvitation,
  pendingInvitationCount,
  type PendingInvitation,
} from './invitations-store';
import { setPhone, userByEmail, type UsersTransaction } from './users-store';

export type Trx = UsersTransaction;

export const INVITATION_PENDING = INVITATION_PENDING_MESSAGE;
export const TOO_MANY_INVITATIONS = TOO_MANY_INVITATIONS_MESSAGE;
export const ACCOUNT_EXISTS =
  'A user with this e-mail exists now. Sign in to accept the invitation.';
export const INVITATION_NOT_FOUND = 'Invitation not found.';

/** The organization an effect happens in, as its audit events and mails name it. */
export interface OrganizationRef {
  id: number;
  name: string;
}

/**
 * Audits an effect on a user in the organization and, when the user's own (home)
 * organization is another one, in that one too: there about the user, naming the
 * organization where it happened. Both in the caller's transaction.
 */
export async function auditInBoth(
  trx: Trx,
  entry: AuditEntry & { organizationId: number },
  organization: OrganizationRef,
  home: { organizationId: number; userId: number } | null,
): Promise<void> {
  const entries: AuditEntry[] = [entry];
  if (home && home.organizationId !== entry.organizationId) {
    entries.push({
      ...entry,
      organizationId: home.organizationId,
      entityType: 'USER',
      entityId: home.userId,
      payload: {
        ...(entry.payload as Record<string, unknown>),
        organizationId: organization.id,
        organization: organization.name,
      },
    });
  }
  // One statement for one event or two, so an invitation to a user of another organization
  // takes the time of one to an unknown e-mail.
  await auditAll(trx, entries);
}

/** An invitation just made, for its mail. */
export interface Invited {
  invitationId: number;
  email: string;
  role: Role;
  organization: OrganizationRef;
  expires: string;
  /** The existing user the e-mail belongs to, if any. */
  invitee: { id: number; organization_id: number; name: string } | undefined;
  /** A new person's name, with the set-password link's token. */
  person: { name: string; token: string } | null;
}

/**
 * Makes a pending invitation in the caller's transaction and audits it: in the organization
 * alike whether or not the e-mail has a user (an `INVITATION` entity, the e-mail as typed),
 * and about the user in their own organization when they have one elsewhere. A new person
 * (`person`) gets a set-password link instead, when no user has the e-mail.
 */
export async function invite(
  trx: Trx,
  input: {
    organization: OrganizationRef;
    email: string;
    role: Role;
    by: Principal;
    clientIp: string;
    invitee: Invited['invitee'];
    person?: { name: string; phone: string | null };
  },
): Promise<Invited> {
  const { organization, email, role, invitee } = input;
  if (await hasPendingInvitation(trx, organization.id, email)) {
    throw new HttpError(409, INVITATION_PENDING);
  }
  if ((await pendingInvitationCount(trx, organization.id)) >= ORG_INVITATIONS_LIMIT) {
    throw new HttpError(409, TOO_MANY_INVITATIONS);
  }
  const person = invitee ? undefined : input.person;
  const made = await createInvitation(trx, {
    organizationId: organization.id,
    email,
    role,
    invitedBy: input.by.userId,
    ...(person ? { person } : {}),
  });
  await auditInBoth(
    trx,
    {
      createdById: input.by.userId,
      organizationId: organization.id,
      entityType: 'INVITATION',
      entityId: made.id,
      eventType: 'USER_INVITED',
      payload: { email, role, invitationId: made.id },
      clientIp: input.clientIp,
    },
    organization,
    invitee ? { organizationId: invitee.organization_id, userId: invitee.id } : null,
  );
  return {
    invitationId: made.id,
    email,
    role,
    organization,
    expires: made.expires,
    invitee,
    person: person && made.token ? { name: person.name, token: made.token } : null,
  };
}

/**
 * Mails an invitation after the answer has gone (the answer's time must not tell whether a
 * mail is sent): an existing user is asked to sign in and accept; a new person gets the
 * set-password link; an e-mail without a user that was not given as a new person gets nothing.
 */
export function mailInvitationLater(
  ctx: AppContext,
  invited: Invited,
  inviterEmail: string,
  log: FastifyBaseLogger,
): void {
  const { config, mailer } = ctx;
  const { organization, role, expires } = invited;
  let message: { subject: string; text: string } | null = null;
  if (invited.invitee) {
    message = {
      subject: `You are invited to join ${organization.name} on Connect`,
      text:
        `Hello ${invited.invitee.name},\n\n${inviterEmail} invited you to join ` +
        `${organization.name} as ${role}. Sign in to Connect to accept or decline: ` +
        `${config.publicUrl}/settings/invitations\n\n` +
        `The invitation can be answered until ${expires} (UTC). Until you accept it, ` +
        `nothing changes for you.\n`,
    };
  } else if (invited.person) {
    const link = `${config.publicUrl}/setpassword/${encodeURIComponent(invited.person.token)}`;
    message = {
      subject: 'You are invited to Connect',
      text:
        `Hello ${invited.person.name},\n\n${inviterEmail} invited you to join ` +
        `${organization.name} on Connect as ${role}. Use this link to set your password ` +
        `and join. It works once, until ${expires} (UTC):\n\n${link}\n\n` +
        `If you do not expect this, you can ignore this mail.\n`,
    };
  }
  if (!message) return;
  const mail = { to: invited.email, ...message };
  setImmediate(() => {
    mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error }, 'invitation mail failed'));
  });
}

export const roleOf = (invitation: PendingInvitation): Role =>
  isRole(invitation.role) ? invitation.role : 'AGENT';

/**
 * A person whose invitation carries a set-password link sets their password: their user is
 * made in the inviting organization with the invited role, and the invitation is spent. In the
 * caller's transaction; 400 when a user has the e-mail by now (they sign in and accept).
 */
export async function joinWithPassword(
  trx: Trx,
  invitation: PendingInvitation,
  passwordHash: string,
  clientIp: string,
): Promise<number> {
  if (!(await claimInvitation(trx, invitation.id))) throw badRequest('Invalid token');
  if (await userByEmail(trx, invitation.email)) throw badRequest(ACCOUNT_EXISTS);
  const role = roleOf(invitation);
  const userId = await insertUser(trx, {
    organizationId: invitation.organization_id,
    email: invitation.email,
    name: invitation.name ?? invitation.email,
    passwordHash,
    roles: [[invitation.organization_id, role]],
    createdBy: invitation.invited_by,
  });
  if (invitation.phone !== null) await setPhone(trx, userId, invitation.phone);
  await audit(trx, {
    createdById: userId,
    organizationId: invitation.organization_id,
    entityType: 'USER',
    entityId: userId,
    eventType: 'INVITATION_ACCEPTED',
    payload: { email: invitation.email, role, invitationId: invitation.id, passwordSet: true },
    clientIp,
  });
  return userId;
}

import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  ALREADY_MEMBER_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_TAKEN_MESSAGE,
  INVITATION_SENT_MESSAGE,
  NEW_USER_INVITED_MESSAGE,
  ORG_USER_LIMITS,
  ORG_USERS_PAGE_LIMIT,
  PHONE_PATTERN,
  type OrgUser,
} from '@contracts/org-users';
import { ROLES } from '@contracts/roles';
import type { Role } from '@contracts/roles';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import type { Principal } from '../../lib/auth';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { idParams, idSchema, messageReply, noContent, plainText } from '../../lib/schemas';
import { insertUser } from './create';
import {
  INVITATION_PENDING,
  auditInBoth,
  invite,
  mailInvitationLater,
  type OrganizationRef,
} from './invitations';
import { invitationsRoutes } from './invitations-routes';
import { dropInvitations, hasPendingInvitation, organizationNamed } from './invitations-store';
import { createResetToken } from './reset-store';
import { revokeUserSessions } from './session-store';
import { orgUserPageReply, orgUserReply } from './users-replies';
import {
  hasAnyRole,
  homeOrganizationOf,
  isAdminElsewhere,
  organizationUser,
  organizationUsers,
  NO_VIEWER,
  type UsersViewer,
  removeRolesIn,
  setRoleIn,
  setDisabled,
  setPhone,
  userByEmailIn,
  userIdByEmail,
} from './users-store';
import type { UsersTransaction } from './users-store';

const admin = { access: { role: 'ADMIN', orgParam: 'organizationId' } } as const;
const roleSchema = { type: 'string', enum: ROLES } as const;
const emailField = {
  type: 'string',
  minLength: 3,
  maxLength: ORG_USER_LIMITS.email,
  pattern: EMAIL_PATTERN,
} as const;
const orgUserParams = idParams('organizationId', 'userId');

/** Options of a route that sets one field of a user of the organization, answering the user. */
function userChange<K extends string, S>(field: K, schema: S) {
  return {
    config: admin,
    schema: {
      response: { 200: orgUserReply },
      params: orgUserParams,
      body: {
        type: 'object',
        additionalProperties: false,
        required: [field] as [K],
        properties: { [field]: schema } as { [P in K]: S },
      },
    },
  } as const;
}

export const EMAIL_TAKEN = EMAIL_TAKEN_MESSAGE;
export const ALREADY_MEMBER = ALREADY_MEMBER_MESSAGE;
export const SELF_LOCKOUT = 'You cannot remove your own last admin role.';
export const SELF_DISABLE = 'You cannot disable yourself.';
export const NOT_HOME_ORGANIZATION =
  "Only the administrators of the user's own organization can disable or enable this user.";
const conflict = (message: string) => new HttpError(409, message);

/**
 * Why the caller may not disable (`disabled`) or enable the user of the organization, or null
 * when they may: nobody disables themselves, and as disabling reaches every organization the
 * user works in, only the admins of the user's own organization (or an owner) may, not those
 * of another where the user holds a role. The disable route and every user answer's
 * `canDisable` ask this.
 */
export function disableRefusal(
  principal: Principal,
  user: Pick<OrgUser, 'userId' | 'type'>,
  disabled: boolean,
): HttpError | null {
  if (user.userId === principal.userId && disabled) return badRequest(SELF_DISABLE);
  if (!principal.owner && user.type !== 'INTERNAL') return forbidden(NOT_HOME_ORGANIZATION);
  return null;
}

/** What the caller sees of an organization's users and may do with them. */
const viewerOf = (principal: Principal): UsersViewer => ({
  // Organizations whose roles the caller may see beside a user's role here.
  visible: (organizationId) =>
    principal.owner ||
    principal.roles.some((r) => r.role === 'ADMIN' && r.organizationId === organizationId),
  mayDisable: (user) => disableRefusal(principal, user, true) === null,
});

/**
 * The users of an organization: listed, added, their role changed or removed. Only the
 * organization's admins (owners count as admins) call these; every change is audited in its
 * transaction, and a change to a user of another organization in that one too.
 *
 * Adding is direct for an owner, and for a user whose own organization is this one. Another
 * admin only invites (invitations-routes.ts): the user joins when they accept, and the answer,
 * its time, this organization's audit log and its list of pending invitations are the same
 * whether or not the e-mail has a user anywhere.
 */
export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, config, mailer } = ctx;
  invitationsRoutes(app, ctx);

  async function anOrganization(organizationId: number): Promise<OrganizationRef> {
    const row = await organizationNamed(db, organizationId);
    if (!row) throw notFound('Organization not found.');
    return row;
  }

  /** The user's own organization when it is not this one (its log hears of changes too). */
  async function homeElsewhere(organizationId: number, userId: number) {
    const home = await homeOrganizationOf(db, userId);
    return home === undefined || home === organizationId ? null : { organizationId: home, userId };
  }

  async function userIn(principal: Principal, organizationId: number, userId: number) {
    const user = await organizationUser(db, organizationId, userId, viewerOf(principal));
    if (!user) throw notFound('User not found.');
    return user;
  }

  /**
   * Runs an addition's transaction. Of two that race for one e-mail a unique index takes
   * one; the other is told what it would have been told a moment later: an invitation is
   * pending, or (to an owner only, who sees every user) the e-mail is taken.
   */
  async function addTransaction<T>(
    work: (trx: UsersTransaction) => Promise<T>,
    principal: Principal,
    organizationId: number,
    email: string,
  ): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (await hasPendingInvitation(db, organizationId, email)) {
        throw conflict(INVITATION_PENDING);
      }
      if (principal.owner && (await userIdByEmail(db, email)) !== undefined) {
        throw conflict(EMAIL_TAKEN);
      }
      throw error;
    }
  }

  api.get(
    '/organizations/:organizationId/users',
    {
      config: admin,
      schema: {
        response: { 200: orgUserPageReply },
        params: idParams('organizationId'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: ORG_USERS_PAGE_LIMIT },
            after: { type: 'integer', minimum: 0, maximum: idSchema.maximum },
          },
        },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      await anOrganization(organizationId);
      return organizationUsers(db, organizationId, {
        limit: request.query.limit ?? ORG_USERS_PAGE_LIMIT,
        after: request.query.after ?? 0,
        viewer: viewerOf(signedIn(request)),
      });
    },
  );

  api.get(
    '/organizations/:organizationId/users/:userId',
    { config: admin, schema: { response: { 200: orgUserReply }, params: orgUserParams } },
    async (request) => {
      const { organizationId, userId } = request.params;
      return userIn(signedIn(request), organizationId, userId);
    },
  );

  api.post(
    '/organizations/:organizationId/users/existing',
    {
      config: admin,
      schema: {
        response: { 201: orgUserReply, 202: messageReply },
        params: idParams('organizationId'),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'role'],
          properties: { email: emailField, role: roleSchema },
        },
      },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { organizationId } = request.params;
      const organization = await anOrganization(organizationId);
      const email = request.body.email.trim().toLowerCase();
      const role: Role = request.body.role;
      const outcome = await addTransaction(
        async (trx) => {
          const found = await userByEmailIn(trx, organizationId, email);
          if (found?.member) throw conflict(ALREADY_MEMBER);
          const user = found?.user;
          if (user && (principal.owner || user.organization_id === organizationId)) {
            // An owner, or the user's own organization: added at once.
            await setRoleIn(trx, user.id, organizationId, role, principal.userId);
            await dropInvitations(trx, organizationId, email);
            await auditInBoth(
              trx,
              {
                createdById: principal.userId,
                organizationId,
                entityType: 'USER',
                entityId: user.id,
                eventType: 'USER_ROLE_ADDED',
                payload: { role },
                clientIp: request.ip,
              },
              organization,
              { organizationId: user.organization_id, userId: user.id },
            );
            return { added: user.id, invited: null };
          }
          // Owners see every user anyway; to anyone else an unknown e-mail looks invited.
          if (!user && principal.owner) throw notFound('No user has this e-mail.');
          const invited = await invite(trx, {
            organization,
            email,
            role,
            by: principal,
            clientIp: request.ip,
            invitee: user,
          });
          return { added: null, invited };
        },
        principal,
        organizationId,
        email,
      );
      if (outcome.invited === null) {
        return reply.code(201).send(await userIn(principal, organizationId, outcome.added));
      }
      mailInvitationLater(ctx, outcome.invited, principal.email, request.log);
      return reply.code(202).send({ message: INVITATION_SENT_MESSAGE });
    },
  );

  api.post(
    '/organizations/:organizationId/users',
    {
      config: admin,
      schema: {
        response: { 201: orgUserReply, 202: messageReply },
        params: idParams('organizationId'),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'name', 'phone', 'role'],
          properties: {
            email: emailField,
            name: plainText(ORG_USER_LIMITS.name),
            phone: {
              type: ['string', 'null'],
              maxLength: ORG_USER_LIMITS.phone,
              pattern: PHONE_PATTERN,
            },
            role: roleSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { organizationId } = request.params;
      const organization = await anOrganization(organizationId);
      const email = request.body.email.trim().toLowerCase();
      const name = request.body.name.trim();
      if (name.length === 0) throw badRequest('Field is required');
      const { phone, role } = request.body;
      if (!principal.owner) {
        // Invited alike whether or not a user has the e-mail: a new person through a
        // set-password link, an existing user to accept when signed in.
        const invited = await addTransaction(
          async (trx) => {
            const found = await userByEmailIn(trx, organizationId, email);
            if (found?.member) throw conflict(ALREADY_MEMBER);
            return invite(trx, {
              organization,
              email,
              role,
              by: principal,
              clientIp: request.ip,
              invitee: found?.user,
              person: { name, phone },
            });
          },
          principal,
          organizationId,
          email,
        );
        mailInvitationLater(ctx, invited, principal.email, request.log);
        return reply.code(202).send({ message: NEW_USER_INVITED_MESSAGE });
      }
      const { userId, token } = await addTransaction(
        async (trx) => {
          const existing = await userIdByEmail(trx, email);
          if (existing !== undefined) {
            if (await organizationUser(trx, organizationId, existing, NO_VIEWER)) {
              throw conflict(ALREADY_MEMBER);
            }
            throw conflict(EMAIL_TAKEN);
          }
          const id = await insertUser(trx, {
            organizationId,
            email,
            name,
            passwordHash: null,
            roles: [[organizationId, role]],
            createdBy: principal.userId,
          });
          if (phone !== null) await setPhone(trx, id, phone);
          const invite = await createResetToken(trx, id, config.resetTokenTtlSeconds);
          await audit(trx, {
            createdById: principal.userId,
            organizationId,
            entityType: 'USER',
            entityId: id,
            eventType: 'USER_INVITED',
            payload: { email, name, role },
            clientIp: request.ip,
          });
          return { userId: id, token: invite };
        },
        principal,
        organizationId,
        email,
      );
      const link = `${config.publicUrl}/setpassword/${encodeURIComponent(token)}`;
      const minutes = Math.round(config.resetTokenTtlSeconds / 60);
      try {
        await mailer.send({
          to: email,
          subject: 'You are invited to Connect',
          text:
            `Hello ${name},\n\n${principal.email} invited you to Connect. ` +
            `Use this link to set your password. It works once and for ${minutes} minutes:\n\n` +
            `${link}\n\nWhen it has expired, ask for a new one with "Forgot password".\n`,
        });
      } catch (error) {
        // The user exists; "Forgot password" sends another link.
        request.log.error({ err: error }, 'invitation mail failed');
      }
      return reply.code(201).send(await userIn(principal, organizationId, userId));
    },
  );

  /** Refuses a change that would take the caller's own last ADMIN role. */
  async function refuseSelfLockout(
    principal: Principal,
    organizationId: number,
    userId: number,
    newRole: Role | null,
  ) {
    if (userId !== principal.userId || newRole === 'ADMIN') return;
    const current = principal.roles.find((r) => r.organizationId === organizationId);
    if (current?.role !== 'ADMIN') return;
    if (!(await isAdminElsewhere(db, userId, organizationId))) throw conflict(SELF_LOCKOUT);
  }

  api.put(
    '/organizations/:organizationId/users/:userId/role',
    userChange('role', roleSchema),
    async (request) => {
      const principal = signedIn(request);
      const { organizationId, userId } = request.params;
      const role: Role = request.body.role;
      const before = await userIn(principal, organizationId, userId);
      await refuseSelfLockout(principal, organizationId, userId, role);
      const organization = await anOrganization(organizationId);
      const home = await homeElsewhere(organizationId, userId);
      await db.transaction().execute(async (trx) => {
        await setRoleIn(trx, userId, organizationId, role, principal.userId);
        await auditInBoth(
          trx,
          {
            createdById: principal.userId,
            organizationId,
            entityType: 'USER',
            entityId: userId,
            eventType: 'USER_ROLE_CHANGED',
            payload: { from: before.role, to: role },
            clientIp: request.ip,
          },
          organization,
          home,
        );
      });
      return userIn(principal, organizationId, userId);
    },
  );

  api.delete(
    '/organizations/:organizationId/users/:userId/role',
    { config: admin, schema: { response: { 204: noContent }, params: orgUserParams } },
    async (request, reply) => {
      const principal = signedIn(request);
      const { organizationId, userId } = request.params;
      const before = await userIn(principal, organizationId, userId);
      await refuseSelfLockout(principal, organizationId, userId, null);
      const organization = await anOrganization(organizationId);
      const home = await homeElsewhere(organizationId, userId);
      await db.transaction().execute(async (trx) => {
        await removeRolesIn(trx, userId, organizationId, principal.userId);
        // Every request reads the caller's roles, so this organization is closed to the user
        // at once. Their sessions serve their other organizations too: they end only when no
        // role is left anywhere (next call 401).
        const ended = (await hasAnyRole(trx, userId))
          ? 0
          : await revokeUserSessions(trx, userId, 'role removed');
        await auditInBoth(
          trx,
          {
            createdById: principal.userId,
            organizationId,
            entityType: 'USER',
            entityId: userId,
            eventType: 'USER_ROLE_REMOVED',
            payload: { role: before.role, sessionsEnded: ended },
            clientIp: request.ip,
          },
          organization,
          home,
        );
      });
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/organizations/:organizationId/users/:userId/disabled',
    userChange('disabled', { type: 'boolean' } as const),
    async (request) => {
      const principal = signedIn(request);
      const { organizationId, userId } = request.params;
      const { disabled } = request.body;
      const refusal = disableRefusal(
        principal,
        await userIn(principal, organizationId, userId),
        disabled,
      );
      if (refusal) throw refusal;
      await db.transaction().execute(async (trx) => {
        if (!(await setDisabled(trx, userId, disabled, principal.userId))) return;
        // A disabled user is signed out everywhere at once (next call 401).
        const ended = disabled ? await revokeUserSessions(trx, userId, 'user disabled') : 0;
        await audit(trx, {
          createdById: principal.userId,
          organizationId,
          entityType: 'USER',
          entityId: userId,
          eventType: disabled ? 'USER_DISABLED' : 'USER_ENABLED',
          payload: disabled ? { sessionsEnded: ended } : {},
          clientIp: request.ip,
        });
      });
      return userIn(principal, organizationId, userId);
    },
  );
}

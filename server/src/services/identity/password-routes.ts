import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { hashPassword, isStrongEnough } from '../../lib/passwords';
import { emailSchema, messageReply, passwordSchema } from '../../lib/schemas';
import { tokenValidReply } from './replies';
import { ACCOUNT_EXISTS, joinWithPassword } from './invitations';
import { pendingInvitationByToken } from './invitations-store';
import { clearAllFailures } from './lockout';
import { claimResetToken, createResetToken, findLiveResetToken } from './reset-store';
import { revokeUserSessions } from './session-store';
import { findUserForReset, setUserPassword } from './store';
import { userIdByEmail } from './users-store';

export const RESET_MAIL_SENT = 'Mail sent, check your inbox.';

/** Creates a single-use reset token and mails its link; the token itself is never stored. */
export async function createResetLink(
  ctx: AppContext,
  userId: number,
  ttlSeconds: number,
): Promise<string> {
  const token = await createResetToken(ctx.db, userId, ttlSeconds);
  return `${ctx.config.publicUrl}/setpassword/${encodeURIComponent(token)}`;
}

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, config, mailer } = ctx;
  const rateLimit = { max: config.publicRateLimitPerMinute, timeWindow: '1 minute' };

  async function sendResetMail(email: string, clientIp: string) {
    const user = await findUserForReset(db, email);
    if (!user) return;
    const link = await createResetLink(ctx, user.id, config.resetTokenTtlSeconds);
    await audit(db, {
      createdById: null,
      organizationId: user.organization_id,
      entityType: 'USER',
      entityId: user.id,
      eventType: 'PASSWORD_RESET_REQUESTED',
      payload: { email },
      clientIp,
    });
    const minutes = Math.round(config.resetTokenTtlSeconds / 60);
    await mailer.send({
      to: email,
      subject: 'Set your Connect password',
      text:
        `Hello ${user.name},\n\nUse this link to set a new password for Connect. ` +
        `It works once and for ${minutes} minutes:\n\n${link}\n\n` +
        `If you did not ask for this, you can ignore this mail.\n`,
    });
  }

  api.post(
    '/password/reset',
    {
      config: { rateLimit },
      schema: {
        response: { 202: messageReply },
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: emailSchema },
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const clientIp = request.ip;
      // Answer first and do the work after, so the answer and its timing say nothing
      // about whether the address exists.
      setImmediate(() => {
        sendResetMail(email, clientIp).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset mail failed'),
        );
      });
      return reply.code(202).send({ message: RESET_MAIL_SENT });
    },
  );

  api.get(
    '/password/reset/:token',
    {
      config: { rateLimit },
      schema: {
        response: { 200: tokenValidReply },
        params: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 256 } },
        },
      },
    },
    async (request) => {
      const { token } = request.params;
      // A reset link, or the link of an invitation that makes a new person's user.
      if (!(await findLiveResetToken(db, token)) && !(await pendingInvitationByToken(db, token))) {
        throw notFound('Invalid token');
      }
      return { valid: true };
    },
  );

  /**
   * The set-password link of an invitation to a new person: the password makes their user in
   * the inviting organization with the invited role.
   */
  async function setInvitedPassword(
    token: string,
    newPassword: { requestedPassword: string; repeatedPassword: string },
    clientIp: string,
  ) {
    const invitation = await pendingInvitationByToken(db, token);
    if (!invitation) throw badRequest('Invalid token');
    if (newPassword.requestedPassword !== newPassword.repeatedPassword) {
      throw badRequest('Passwords must match');
    }
    const context = [invitation.email, invitation.name ?? ''];
    if (!isStrongEnough(newPassword.requestedPassword, context)) {
      throw badRequest('Password too weak');
    }
    const hash = await hashPassword(newPassword.requestedPassword, clientIp);
    try {
      await db.transaction().execute((trx) => joinWithPassword(trx, invitation, hash, clientIp));
    } catch (error) {
      // Two links of one e-mail at once: the unique e-mail index takes one.
      if (!(error instanceof HttpError) && (await userIdByEmail(db, invitation.email))) {
        throw badRequest(ACCOUNT_EXISTS);
      }
      throw error;
    }
    return { message: 'Password set.' };
  }

  api.post(
    '/password/set',
    {
      config: { rateLimit },
      schema: {
        response: { 200: messageReply },
        body: {
          type: 'object',
          required: ['setPasswordToken', 'newPassword'],
          additionalProperties: false,
          properties: {
            setPasswordToken: { type: 'string', minLength: 1, maxLength: 256 },
            newPassword: {
              type: 'object',
              required: ['requestedPassword', 'repeatedPassword'],
              additionalProperties: false,
              properties: { requestedPassword: passwordSchema, repeatedPassword: passwordSchema },
            },
          },
        },
      },
    },
    async (request) => {
      const { setPasswordToken, newPassword } = request.body;
      const token = await findLiveResetToken(db, setPasswordToken);
      if (!token) return setInvitedPassword(setPasswordToken, newPassword, request.ip);
      if (newPassword.requestedPassword !== newPassword.repeatedPassword) {
        throw badRequest('Passwords must match');
      }
      if (!isStrongEnough(newPassword.requestedPassword, [token.email, token.name])) {
        throw badRequest('Password too weak');
      }
      const hash = await hashPassword(newPassword.requestedPassword, request.ip);
      await db.transaction().execute(async (trx) => {
        if (!(await claimResetToken(trx, token.token_hash))) throw badRequest('Invalid token');
        await setUserPassword(trx, token.user_id, hash);
        const ended = await revokeUserSessions(trx, token.user_id, 'password set');
        await clearAllFailures(trx, token.email);
        await audit(trx, {
          createdById: token.user_id,
          organizationId: token.organization_id,
          entityType: 'USER',
          entityId: token.user_id,
          eventType: 'PASSWORD_SET',
          payload: { sessionsEnded: ended },
          clientIp: request.ip,
        });
      });
      return { message: 'Password set.' };
    },
  );
}

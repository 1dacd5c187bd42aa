import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SetPasswordRequest } from '../../../../src/shared/contracts/identity';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { audit } from '../../lib/audit';
import { isoAfterSeconds, nowIso, randomToken, sha256 } from '../../lib/crypto';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword, isStrongEnough } from '../../lib/passwords';
import { emailSchema, passwordSchema } from '../../lib/schemas';
import { revokeUserSessions, setUserPassword } from './store';

export const RESET_MAIL_SENT = 'Mail sent, check your inbox.';

/** A live (unused, unexpired) reset token's row, or undefined. */
async function liveToken(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.token_hash',
      'users.id as user_id',
      'users.email',
      'users.name',
      'users.organization_id',
    ])
    .where('password_reset_tokens.token_hash', '=', sha256(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** Creates a single-use reset token and mails its link; the token itself is never stored. */
export async function createResetLink(
  ctx: AppContext,
  userId: number,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken(32);
  await ctx.db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created: nowIso(),
      expires_at: isoAfterSeconds(ttlSeconds),
      used_at: null,
    })
    .execute();
  return `${ctx.config.publicUrl}/setpassword/${encodeURIComponent(token)}`;
}

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config, mailer } = ctx;
  const rateLimit = { max: config.publicRateLimitPerMinute, timeWindow: '1 minute' };

  async function sendResetMail(email: string, clientIp: string) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'organization_id'])
      .where('email', '=', email)
      .executeTakeFirst();
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

  app.post<{ Body: { email: string } }>(
    '/password/reset',
    {
      config: { rateLimit },
      schema: {
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

  app.get<{ Params: { token: string } }>(
    '/password/reset/:token',
    {
      config: { rateLimit },
      schema: {
        params: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 256 } },
        },
      },
    },
    async (request) => {
      if (!(await liveToken(db, request.params.token))) throw notFound('Invalid token');
      return { valid: true };
    },
  );

  app.post<{ Body: SetPasswordRequest }>(
    '/password/set',
    {
      config: { rateLimit },
      schema: {
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
      const token = await liveToken(db, setPasswordToken);
      if (!token) throw badRequest('Invalid token');
      if (newPassword.requestedPassword !== newPassword.repeatedPassword) {
        throw badRequest('Passwords must match');
      }
      if (!isStrongEnough(newPassword.requestedPassword, [token.email, token.name])) {
        throw badRequest('Password too weak');
      }
      const hash = await hashPassword(newPassword.requestedPassword, request.ip);
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: nowIso() })
          .where('token_hash', '=', token.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw badRequest('Invalid token');
        await setUserPassword(trx, token.user_id, hash);
        const ended = await revokeUserSessions(trx, token.user_id, 'password set');
        await trx.deleteFrom('login_attempts').where('subject', '=', token.email).execute();
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

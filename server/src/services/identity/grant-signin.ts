import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '@contracts/identity';
import { SESSION_LIMIT_ERROR, SESSION_LIMIT_MESSAGE } from '@contracts/authorization';
import { audit } from '../../lib/audit';
import type { DirectoryGuard } from '../../lib/directory';
import type { AppContext } from '../../context';
import { isKnownClient } from '../secadmin/known-client-store';
import { syncDirectoryMemberships } from '../secadmin/authorization-store';
import { clearFailures } from './lockout';
import { applySignInLimits } from './session-limits';
import { createSession } from './session-store';
import { recordLogin, type findUserForSignIn } from './store';

/*
 * What the grants of the token endpoint (grants.ts) share: the request's fields, the OAuth
 * error answer, the tokens of a session, and the sign-in steps every way of signing in ends
 * with (a lockout refusal, a failure, a session).
 */

/** No failed sign-in answers sooner: the path it took (password, directory) does not show. */
export const SIGNIN_FAILURE_MIN_MS = 300;
/** The console's own client id: always known; any other must be a known client. */
const CONSOLE_CLIENT = 'console';

/** The token request's fields (RFC 6749), each a bounded string (token-routes.ts). */
export interface TokenBody {
  grant_type?: string;
  scope?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  client_id?: string;
}

/** What a grant is given besides the request: built once per server. */
export interface GrantEnv {
  ctx: AppContext;
  /** Where a directory connection may go (the connectivity check's rules). */
  directoryGuard: DirectoryGuard;
}

/** One way to obtain tokens: answers the request itself (tokens, or an OAuth error). */
export type Grant = (
  env: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TokenBody,
) => Promise<FastifyReply>;

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

/** A sign-in attempt under way: who, from where, and when it began. */
export interface Attempt {
  body: TokenBody;
  email: string;
  clientIp: string;
  proxyIp: string | null;
  /** When the request began: a failure answers no sooner than SIGNIN_FAILURE_MIN_MS after. */
  started: number;
}

/** An OAuth error answer (RFC 6749 section 5.2), with `message` for the console. */
export function oauthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
  headers: Record<string, string> = {},
) {
  return reply
    .code(status)
    .headers({ ...headers, Pragma: 'no-cache' })
    .send({ error, error_description: description, message: description });
}

export function clientOf(request: FastifyRequest) {
  const direct = request.socket.remoteAddress ?? null;
  return { clientIp: request.ip, proxyIp: direct && direct !== request.ip ? direct : null };
}

/** The answer of a granted request: an access token for the session and its refresh token. */
export async function sendTokens(
  { ctx }: GrantEnv,
  reply: FastifyReply,
  session: { userId: number; organizationId: number; sessionId: string; refreshToken: string },
) {
  const { config, signer } = ctx;
  const body: TokenResponse = {
    access_token: await signer.sign(
      { userId: session.userId, organizationId: session.organizationId, sid: session.sessionId },
      config.accessTokenTtlSeconds,
    ),
    refresh_token: session.refreshToken,
    expires_in: config.accessTokenTtlSeconds,
    token_type: 'Bearer',
  };
  return reply.header('Pragma', 'no-cache').send(body);
}

/** A sign-in refused while its login (or directory account) is locked: audited, 429. */
export async function lockedOut(
  { ctx }: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  locked: { email: string; clientIp: string; retryAfter: number },
) {
  const { email, clientIp, retryAfter } = locked;
  request.log.warn({ event: 'login', outcome: 'locked', email }, 'sign-in refused: locked');
  await audit(ctx.db, {
    createdById: null,
    organizationId: null,
    entityType: 'USER',
    entityId: null,
    eventType: 'LOGIN_LOCKED',
    payload: { email },
    clientIp,
  });
  return oauthError(
    reply,
    429,
    'invalid_grant',
    `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`,
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * A refused sign-in: audited and logged (its failure was counted before the check), and
 * answered alike whatever the reason, no sooner than SIGNIN_FAILURE_MIN_MS after the
 * request began, so neither the answer nor its time tells a wrong password from an
 * unknown user, a directory user or a disabled one.
 */
export async function signInFailed(
  { ctx }: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  failed: {
    email: string;
    clientIp: string;
    started: number;
    user: SignInUser | undefined;
    reason: string;
  },
) {
  const { email, clientIp, user, reason } = failed;
  await audit(ctx.db, {
    createdById: null,
    organizationId: user?.organization_id ?? null,
    entityType: 'USER',
    entityId: user?.id ?? null,
    eventType: 'LOGIN_FAILED',
    payload: { email, reason },
    clientIp,
  });
  request.log.warn({ event: 'login', outcome: 'failed', email, reason }, 'sign-in failed');
  const wait = failed.started + SIGNIN_FAILURE_MIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return oauthError(reply, 400, 'invalid_grant', 'Invalid password/username');
}

/**
 * Opens a session for a user whose credentials were checked (by a password or a directory),
 * within the organization's session limits, and answers its tokens.
 */
export async function signInAs(
  env: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: Attempt & { user: SignInUser; method: string; groups?: string[] },
) {
  const { db, config, database } = env.ctx;
  const { body, email, clientIp, proxyIp, user, method } = attempt;
  // Right credentials, disabled user: the same answer as a wrong password (no account oracle).
  if (Number(user.disabled) === 1) {
    const { started } = attempt;
    return signInFailed(env, request, reply, {
      email,
      clientIp,
      started,
      user,
      reason: 'disabled',
    });
  }
  // A session limit may name a client: a client id the caller makes up would escape it, so
  // only the console's own id and the organization's known clients sign in.
  const clientId = body.client_id ?? CONSOLE_CLIENT;
  if (clientId !== CONSOLE_CLIENT && !(await isKnownClient(db, user.organization_id, clientId))) {
    request.log.warn({ event: 'login', outcome: 'unknown client', userId: user.id }, 'refused');
    return oauthError(reply, 400, 'invalid_client', 'The client is not known.');
  }
  const session = await db.transaction().execute(async (trx) => {
    await clearFailures(trx, email, clientIp);
    // A directory's groups set the user's mapped user groups first: the limits follow them.
    const memberships = attempt.groups
      ? await syncDirectoryMemberships(
          trx,
          { organizationId: user.organization_id, userId: user.id },
          attempt.groups,
        )
      : null;
    const limits = await applySignInLimits(trx, {
      userId: user.id,
      organizationId: user.organization_id,
      clientId,
      clientIp,
      sessionTtlSeconds: config.sessionTtlSeconds,
      lock: database.dialect === 'postgres',
    });
    if (!limits.allowed) {
      await audit(trx, {
        createdById: user.id,
        organizationId: user.organization_id,
        entityType: 'SESSION',
        entityId: null,
        eventType: 'LOGIN_REFUSED',
        payload: { userId: user.id, email, clientId, sessionLimitId: limits.limitId },
        clientIp,
      });
      return null;
    }
    for (const ended of limits.ended) {
      await audit(trx, {
        createdById: user.id,
        organizationId: user.organization_id,
        entityType: 'SESSION',
        entityId: ended,
        eventType: 'SESSION_REVOKED',
        payload: { reason: 'session limit' },
        clientIp,
      });
    }
    const created = await createSession(trx, {
      userId: user.id,
      clientId,
      clientIp,
      proxyIp,
      ttlSeconds: limits.ttlSeconds,
    });
    await recordLogin(trx, user.id);
    await audit(trx, {
      createdById: user.id,
      organizationId: user.organization_id,
      entityType: 'SESSION',
      entityId: created.sessionId,
      eventType: 'LOGIN_SUCCEEDED',
      payload: {
        userId: user.id,
        email,
        clientId,
        method,
        ...(attempt.groups ? { directoryGroups: attempt.groups } : {}),
        ...(memberships ? { userGroupsJoined: memberships.joined } : {}),
        ...(memberships ? { userGroupsLeft: memberships.left } : {}),
      },
      clientIp,
    });
    return created;
  });
  if (!session) {
    request.log.warn({ event: 'login', outcome: 'limited', userId: user.id }, 'sign-in refused');
    return oauthError(reply, 403, SESSION_LIMIT_ERROR, SESSION_LIMIT_MESSAGE);
  }
  request.log.info({ event: 'login', outcome: 'succeeded', userId: user.id, method }, 'signed in');
  return sendTokens(env, reply, {
    userId: user.id,
    organizationId: user.organization_id,
    sessionId: session.sessionId,
    refreshToken: session.refreshToken,
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { TokenResponse } from '../../../../src/shared/contracts/identity';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { messageReply, noContent } from '../../lib/schemas';
import { tokenReply } from './replies';
import { nowIso } from '../../lib/crypto';
import { resolvePrincipal } from '../../lib/auth';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import {
  claimRefreshToken,
  createSession,
  findRefreshToken,
  issueRefreshToken,
  markRefreshed,
  revokeSession,
  sessionOwner,
} from './session-store';
import { findUserForSignIn, recordLogin } from './store';
import { authenticateWithDirectory, directoryAccount } from '../../lib/directory';
import { DIRECTORY_UNREACHABLE } from '../../../../src/shared/contracts/idp';
import { allowList } from '../insights/connectivity';
import { isKnownClient } from '../secadmin/known-client-store';
import { directoryFor, type DirectoryAuthenticator } from './directory-signin';
import { clearFailures, countAttempt } from './lockout';
import { syncDirectoryMemberships } from '../secadmin/authorization-store';
import { applySignInLimits } from './session-limits';
import {
  SESSION_LIMIT_ERROR,
  SESSION_LIMIT_MESSAGE,
} from '../../../../src/shared/contracts/authorization';

/** No failed sign-in answers sooner: the path it took (password, directory) does not show. */
export const SIGNIN_FAILURE_MIN_MS = 300;
const SCOPES = new Set(['console']);
/** The console's own client id: always known; any other must be a known client. */
const CONSOLE_CLIENT = 'console';
const field = { type: 'string', maxLength: 4096 } as const;

interface TokenBody {
  grant_type?: string;
  scope?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  client_id?: string;
}

/** An OAuth error answer (RFC 6749 section 5.2), with `message` for the console. */
function oauthError(
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

function clientOf(request: FastifyRequest) {
  const direct = request.socket.remoteAddress ?? null;
  return { clientIp: request.ip, proxyIp: direct && direct !== request.ip ? direct : null };
}

export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, config, signer } = ctx;
  const directoryGuard = { allowed: allowList(config.connectivityAllowedNetworks) };

  async function tokens(
    userId: number,
    organizationId: number,
    sessionId: string,
    refresh: string,
  ) {
    const body: TokenResponse = {
      access_token: await signer.sign(
        { userId, organizationId, sid: sessionId },
        config.accessTokenTtlSeconds,
      ),
      refresh_token: refresh,
      expires_in: config.accessTokenTtlSeconds,
      token_type: 'Bearer',
    };
    return body;
  }

  async function passwordGrant(request: FastifyRequest, reply: FastifyReply, body: TokenBody) {
    if (!body.username || !body.password) {
      return oauthError(reply, 400, 'invalid_request', 'username and password are required.');
    }
    const started = Date.now();
    const email = body.username.trim().toLowerCase();
    const { clientIp, proxyIp } = clientOf(request);
    // Counted before the password is checked, so a parallel burst locks as a serial one does.
    const attempt = await countAttempt(db, config, email, clientIp);
    if (attempt.locked) return lockedOut(request, reply, email, clientIp, attempt.retryAfter);
    const user = await findUserForSignIn(db, email);
    const directory = user ? await directoryFor(db, email, user) : null;
    if (user && directory) {
      return directoryGrant(request, reply, {
        body,
        email,
        clientIp,
        proxyIp,
        started,
        user,
        directory,
      });
    }
    // Unknown users and users without a password cost one scrypt too: equal answers, equal time.
    const valid = await verifyPassword(
      body.password,
      user?.password_hash ?? (await dummyPasswordHash()),
      clientIp,
    );
    if (!user || !user.password_hash || !valid) {
      return signInFailed(request, reply, { email, clientIp, started, user, reason: 'password' });
    }
    return signInAs(request, reply, {
      body,
      email,
      clientIp,
      proxyIp,
      started,
      user,
      method: 'PASSWORD',
    });
  }

  /** A sign-in refused while its login (or directory account) is locked: audited, 429. */
  async function lockedOut(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    clientIp: string,
    retryAfter: number,
  ) {
    request.log.warn({ event: 'login', outcome: 'locked', email }, 'sign-in refused: locked');
    await audit(db, {
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

  interface Attempt {
    body: TokenBody;
    email: string;
    clientIp: string;
    proxyIp: string | null;
    /** When the request began: a failure answers no sooner than SIGNIN_FAILURE_MIN_MS after. */
    started: number;
  }
  type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

  /**
   * A refused sign-in: audited and logged (its failure was counted before the check), and
   * answered alike whatever the reason, no sooner than SIGNIN_FAILURE_MIN_MS after the
   * request began, so neither the answer nor its time tells a wrong password from an
   * unknown user, a directory user or a disabled one.
   */
  async function signInFailed(
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
    await audit(db, {
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

  /** Opens a session for a user whose credentials were checked, and answers its tokens. */
  async function signInAs(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: Attempt & { user: SignInUser; method: string; groups?: string[] },
  ) {
    const { body, email, clientIp, proxyIp, user, method } = attempt;
    // Right credentials, disabled user: the same answer as a wrong password (no account oracle).
    if (Number(user.disabled) === 1) {
      const { started } = attempt;
      return signInFailed(request, reply, { email, clientIp, started, user, reason: 'disabled' });
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
        lock: ctx.database.dialect === 'postgres',
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
    request.log.info(
      { event: 'login', outcome: 'succeeded', userId: user.id, method },
      'signed in',
    );
    return reply
      .header('Pragma', 'no-cache')
      .send(await tokens(user.id, user.organization_id, session.sessionId, session.refreshToken));
  }

  /**
   * A sign-in of a console user through their organization's LDAP authenticator (mapped to
   * the login's domain and approved, or the default one of a user without a password): the
   * directory judges the password. Failures count per directory account too, so logins that
   * name one account several ways share its lock.
   */
  async function directoryGrant(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: Attempt & { user: SignInUser; directory: DirectoryAuthenticator },
  ) {
    const { email, clientIp, started, user, directory } = attempt;
    const account = `directory:${directory.authenticatorId}:${directoryAccount(email) ?? email}`;
    const accountAttempt = await countAttempt(db, config, account, clientIp);
    if (accountAttempt.locked) {
      return lockedOut(request, reply, email, clientIp, accountAttempt.retryAfter);
    }
    const outcome = await authenticateWithDirectory(
      directory.settings,
      email,
      attempt.body.password ?? '',
      directoryGuard,
    );
    if (!outcome.ok && outcome.reason === 'unreachable') {
      await audit(db, {
        createdById: null,
        organizationId: directory.organizationId,
        entityType: 'USER',
        entityId: user?.id ?? null,
        eventType: 'LOGIN_FAILED',
        payload: { email, reason: 'directory unreachable', authenticator: directory.name },
        clientIp,
      });
      request.log.warn(
        { event: 'login', outcome: 'directory unreachable', email },
        'sign-in failed',
      );
      return oauthError(reply, 503, 'temporarily_unavailable', DIRECTORY_UNREACHABLE);
    }
    if (!outcome.ok || user.organization_id !== directory.organizationId) {
      return signInFailed(request, reply, { email, clientIp, started, user, reason: 'directory' });
    }
    await clearFailures(db, account, clientIp);
    return signInAs(request, reply, { ...attempt, user, method: 'LDAP', groups: outcome.groups });
  }

  async function refreshGrant(request: FastifyRequest, reply: FastifyReply, body: TokenBody) {
    if (!body.refresh_token) {
      return oauthError(reply, 400, 'invalid_request', 'refresh_token is required.');
    }
    const refreshToken = body.refresh_token;
    const { clientIp } = clientOf(request);
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await findRefreshToken(trx, refreshToken);
      if (!row) return { ok: false as const, reason: 'unknown' };
      if (row.revoked_at || row.expires_at <= nowIso() || Number(row.disabled) === 1)
        return { ok: false as const, reason: 'ended' };
      // Only one use: the conditional update decides between two racing refreshes.
      const claimed = !row.used_at && (await claimRefreshToken(trx, refreshToken));
      if (!claimed) {
        // A used token came back: it was stolen or replayed, so the whole family ends (RFC 9700 4.14.2).
        await revokeSession(trx, row.session_id, 'refresh token reuse');
        await audit(trx, {
          createdById: row.user_id,
          organizationId: row.organization_id,
          entityType: 'SESSION',
          entityId: row.session_id,
          eventType: 'SESSION_REVOKED',
          payload: { reason: 'refresh token reuse' },
          clientIp,
        });
        return { ok: false as const, reason: 'reuse' };
      }
      await markRefreshed(trx, row.session_id);
      const next = await issueRefreshToken(trx, row.session_id);
      return { ok: true as const, row, next };
    });
    if (!outcome.ok) {
      request.log.warn({ event: 'refresh', outcome: outcome.reason }, 'refresh refused');
      return oauthError(reply, 400, 'invalid_grant', 'The refresh token is invalid or expired.');
    }
    const { row, next } = outcome;
    return reply
      .header('Pragma', 'no-cache')
      .send(await tokens(row.user_id, row.organization_id, row.session_id, next));
  }

  api.post(
    '/authentication/token',
    {
      // Per client IP (the rate limiter's default key), both grants together.
      config: { rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        response: { 200: tokenReply },
        body: {
          type: 'object',
          properties: {
            grant_type: field,
            scope: field,
            username: field,
            password: { type: 'string', maxLength: 1024 },
            refresh_token: field,
            client_id: { type: 'string', maxLength: 64 },
          },
        },
      },
      errorHandler: (error, _request, reply) => {
        // Over the rate limit: the app's error handler answers 429 { message }.
        if (error.statusCode === 429) throw error;
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
        void oauthError(reply, status, 'invalid_request', 'The request is malformed.');
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      if (body.scope && !body.scope.split(' ').every((s) => SCOPES.has(s))) {
        return oauthError(reply, 400, 'invalid_scope', 'The requested scope is not known.');
      }
      switch (body.grant_type) {
        case 'password':
          return passwordGrant(request, reply, body);
        case 'refresh_token':
          return refreshGrant(request, reply, body);
        case undefined:
        case '':
          return oauthError(reply, 400, 'invalid_request', 'grant_type is required.');
        default:
          return oauthError(
            reply,
            400,
            'unsupported_grant_type',
            'The grant type is not supported.',
          );
      }
    },
  );

  api.post(
    '/authentication/logout',
    {
      // The body is optional: an absent one is an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        response: { 204: noContent, 401: messageReply },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { refresh_token: field },
        },
      },
    },
    async (request, reply) => {
      const principal = await resolvePrincipal(db, signer, request);
      let sessionId = principal?.sessionId ?? null;
      const refresh = request.body?.refresh_token;
      if (!sessionId && refresh) {
        // An expired access token (say, after a night offline) can still end its session.
        const row = await findRefreshToken(db, refresh);
        sessionId = row?.session_id ?? null;
      }
      if (!sessionId) {
        return reply
          .code(401)
          .send({ message: 'You are not logged in. Please, log in and try again.' });
      }
      await db.transaction().execute(async (trx) => {
        const session = await sessionOwner(trx, sessionId);
        await revokeSession(trx, sessionId, 'logout');
        await audit(trx, {
          createdById: session.user_id,
          organizationId: session.organization_id,
          entityType: 'SESSION',
          entityId: sessionId,
          eventType: 'LOGGED_OUT',
          payload: {},
          clientIp: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { allowList } from '../../lib/addresses';
import { audit } from '../../lib/audit';
import { resolvePrincipal } from '../../lib/auth';
import { messageReply, noContent } from '../../lib/schemas';
import { GRANTS } from './grants';
import { oauthError, type GrantEnv } from './grant-signin';
import { tokenReply } from './replies';
import { findRefreshToken, revokeSession, sessionOwner } from './session-store';

export { SIGNIN_FAILURE_MIN_MS } from './grant-signin';

const SCOPES = new Set(['console']);
const field = { type: 'string', maxLength: 4096 } as const;

/**
 * The token endpoint (OAuth 2.0 token requests of the grant types in GRANTS, grants.ts) and
 * sign-out.
 */
export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, config, signer } = ctx;
  const env: GrantEnv = {
    ctx,
    directoryGuard: { allowed: allowList(config.connectivityAllowedNetworks) },
  };

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
      if (!body.grant_type) {
        return oauthError(reply, 400, 'invalid_request', 'grant_type is required.');
      }
      const grant = GRANTS.get(body.grant_type);
      if (!grant) {
        return oauthError(reply, 400, 'unsupported_grant_type', 'The grant type is not supported.');
      }
      return grant(env, request, reply, body);
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

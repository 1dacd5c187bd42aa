import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  SESSION_ID_PATTERN,
  SESSION_LIST_LIMIT,
  TERMINATE_SESSIONS_LIMIT,
} from '@contracts/secadmin';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { authenticate, signedIn } from '../../lib/auth';
import { orgParams } from '../../lib/schemas';
import { requireOrganization } from '../../lib/organizations';
import { idpRoutes } from './idp-routes';
import { authorizationRoutes } from './authorization-routes';
import { knownClientRoutes } from './known-client-routes';
import { sessionListReply, terminateSessionsReply } from './replies';
import { endSession, liveSessionsByIds, organizationSessions } from './session-admin-store';
import { sessionLimitRoutes } from './session-limit-routes';

const terminateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sessionIds'],
  properties: {
    sessionIds: {
      type: 'array',
      minItems: 1,
      maxItems: TERMINATE_SESSIONS_LIMIT,
      uniqueItems: true,
      items: { type: 'string', pattern: SESSION_ID_PATTERN },
    },
  },
} as const;

/**
 * The secAdmin service: an organization's admins see its users' live sessions and end them.
 * Every route is for the organization's admins (owners count as admins everywhere); another
 * organization's sessions are neither listed nor ended.
 */
export async function secadminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));

  const anOrganization = (organizationId: number) => requireOrganization(db, organizationId);

  api.get(
    '/v1/:org/sessions',
    {
      config: { access: { role: 'ADMIN' } },
      schema: {
        response: { 200: sessionListReply },
        params: orgParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: SESSION_LIST_LIMIT } },
        },
      },
    },
    async (request) => {
      const { org } = request.params;
      await anOrganization(org);
      return organizationSessions(db, org, {
        limit: request.query.limit ?? SESSION_LIST_LIMIT,
        accessTokenTtlSeconds: ctx.config.accessTokenTtlSeconds,
      });
    },
  );

  api.post(
    '/v1/:org/sessions/terminate',
    {
      config: { access: { role: 'ADMIN' } },
      schema: {
        response: { 200: terminateSessionsReply },
        params: orgParams,
        body: terminateBody,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org } = request.params;
      await anOrganization(org);
      const wanted = request.body.sessionIds;
      const terminated: string[] = [];
      await db.transaction().execute(async (trx) => {
        // Only the organization's own live sessions; any other id is answered as failed.
        for (const session of await liveSessionsByIds(trx, org, wanted)) {
          if (!(await endSession(trx, session.id, 'terminated by an administrator'))) continue;
          terminated.push(session.id);
          await audit(trx, {
            createdById: principal.userId,
            organizationId: org,
            entityType: 'SESSION',
            entityId: session.id,
            eventType: 'TERMINATED',
            payload: { userId: session.user_id, username: session.email },
            clientIp: request.ip,
          });
        }
      });
      const ended = new Set(terminated);
      return { terminated, failed: wanted.filter((id) => !ended.has(id)) };
    },
  );

  knownClientRoutes(app, ctx, anOrganization);
  idpRoutes(app, ctx, anOrganization);
  authorizationRoutes(app, ctx, anOrganization);
  sessionLimitRoutes(app, ctx, anOrganization);
}

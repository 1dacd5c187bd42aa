import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/errors';
import { processMessage } from './engine';
import { flowIdSchema } from './routes';

const MAX_MESSAGE_BYTES = 1024 * 1024;

function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct) return direct;
  const auth = headers.authorization;
  const match = typeof auth === 'string' ? /^ApiKey (.+)$/.exec(auth) : null;
  return match?.[1] ?? null;
}

/**
 * The inbound door of flows with a REST inbound connector: a message posted here is
 * processed exactly as live traffic is, and becomes a trace. Callers present the API
 * key of a service account with access to the flow, unless the flow allows anonymous
 * access.
 */
export async function inboundRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Any content type, kept as text: the flow decides what it accepts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: MAX_MESSAGE_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post<{ Params: { organization: string; flowId: string }; Body: string | undefined }>(
    '/:organization/:flowId',
    {
      bodyLimit: MAX_MESSAGE_BYTES,
      schema: {
        params: {
          type: 'object',
          required: ['organization', 'flowId'],
          additionalProperties: false,
          properties: {
            organization: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
            flowId: flowIdSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const { organization, flowId } = request.params;
      const flow = await db
        .selectFrom('flows')
        .innerJoin('organizations', 'organizations.id', 'flows.organization_id')
        .selectAll('flows')
        .where('organizations.short_name', '=', organization)
        .where('flows.id', '=', flowId)
        .where('flows.inbound_kind', '=', 'rest-inbound')
        .executeTakeFirst();
      if (!flow) throw notFound(`No flow ${flowId} with a REST inbound connector here.`);
      if (flow.allow_anonymous_access !== 1) {
        const key = apiKeyOf(request.headers);
        if (!key) {
          throw new HttpError(401, 'An API key is required: send it in the X-API-Key header.', {
            'WWW-Authenticate': 'ApiKey',
          });
        }
        const access = await db
          .selectFrom('service_accounts')
          .leftJoin('flow_accesses', (join) =>
            join
              .onRef('flow_accesses.service_account_id', '=', 'service_accounts.id')
              .on('flow_accesses.flow_id', '=', flowId),
          )
          .select(['service_accounts.id', 'flow_accesses.id as access_id'])
          .where('service_accounts.api_key_hash', '=', sha256(key))
          .where('service_accounts.organization_id', '=', flow.organization_id)
          .executeTakeFirst();
        if (!access) throw new HttpError(401, 'The API key is not valid.');
        if (!access.access_id)
          throw new HttpError(403, 'This service account has no access to the flow.');
      }
      if (flow.paused === 1) {
        throw new HttpError(
          423,
          `The flow is paused: ${flow.disabled_reason ?? 'no reason given'}.`,
        );
      }
      if (flow.state !== 'STARTED') throw new HttpError(503, 'The flow is not up.');
      const body = typeof request.body === 'string' ? request.body : '';
      const outcome = await db.transaction().execute((trx) =>
        processMessage(trx, flow, {
          body,
          contentType: request.headers['content-type']?.split(';')[0] ?? 'application/octet-stream',
          source: 'INBOUND',
          at: Date.now(),
        }),
      );
      return reply.code(202).send(outcome);
    },
  );
}

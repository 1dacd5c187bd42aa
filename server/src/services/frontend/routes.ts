import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { redactSecrets } from '../../lib/redaction';
import { noContent } from '../../lib/schemas';
import { recordClientError } from './store';

/** The frontend server's error log: what the in-page fallback screen reports. */
export async function frontendRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.post(
    '/logging/error',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: ctx.config.publicRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        response: { 204: noContent },
        body: {
          type: 'object',
          required: ['userAgent', 'errorMessage', 'clientVersion', 'currentUrl'],
          additionalProperties: false,
          properties: {
            userAgent: { type: 'string', maxLength: 512 },
            errorMessage: { type: 'string', minLength: 1, maxLength: 8000 },
            clientVersion: { type: 'string', minLength: 1, maxLength: 32 },
            currentUrl: { type: 'string', maxLength: 2048 },
          },
        },
      },
    },
    async (request, reply) => {
      // The page may be a one-time link (/setpassword/<token>): kept without the token.
      const body = {
        ...request.body,
        currentUrl: redactSecrets(request.body.currentUrl),
        errorMessage: redactSecrets(request.body.errorMessage),
      };
      await recordClientError(ctx.db, body, request.ip);
      request.log.warn(
        { clientError: { message: body.errorMessage.slice(0, 500), version: body.clientVersion } },
        'console reported an error',
      );
      return reply.code(204).send(null);
    },
  );
}

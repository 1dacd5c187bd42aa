import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { authenticate, signedIn } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { platformStatusReply } from './replies';

export async function platformRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  app.addHook('preValidation', authenticate(ctx.db, ctx.signer));

  api.get('/status', { schema: { response: { 200: platformStatusReply } } }, async (request) => {
    const principal = signedIn(request);
    if (principal.roles.length === 0) throw forbidden();
    // Paths, hosts and raw errors are the platform's: an organization's admin is not shown them.
    return {
      checkedAt: new Date().toISOString(),
      services: await ctx.services.statuses({ owner: principal.owner }),
    };
  });
}

import type { FastifyInstance } from 'fastify';
import type { PlatformStatus } from '../../../../src/shared/contracts/platform';
import type { AppContext } from '../../context';
import { authenticate, signedIn } from '../../lib/auth';
import { forbidden } from '../../lib/errors';

export async function platformRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('preValidation', authenticate(ctx.db, ctx.signer));

  app.get('/status', async (request): Promise<PlatformStatus> => {
    const principal = signedIn(request);
    if (principal.roles.length === 0) throw forbidden();
    const admin = principal.owner || principal.roles.some((r) => r.role === 'ADMIN');
    return {
      checkedAt: new Date().toISOString(),
      services: await ctx.services.statuses({ admin }),
    };
  });
}

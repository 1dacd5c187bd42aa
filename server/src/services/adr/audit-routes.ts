import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ASSETS_ACTIONS } from '@contracts/assets';
import type { AppContext } from '../../context';
import { orgParams } from '../../lib/schemas';
import { rangeQueryWith } from '../../lib/range';
import { assetAuditLog } from './audit-store';
import { auditPageReply } from './replies';
import { isoRange, offsetSchema } from './query';

/** The assets audit log (admins only): the audit events of actions and strategies. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  api.get(
    '/v1/:org/audit-log',
    {
      config: { access: { role: ASSETS_ACTIONS.readAudit.role } },
      schema: {
        response: { 200: auditPageReply },
        params: orgParams,
        querystring: rangeQueryWith({
          offset: offsetSchema,
          limit: { type: 'integer', minimum: 1, maximum: 500 },
        }),
      },
    },
    async (request) => {
      const { org } = request.params;
      const { offset = 0, limit = 100 } = request.query;
      return assetAuditLog(db, org, isoRange(request.query), offset, limit);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  ACTION_PAGE_LIMIT,
  ACTION_STATES,
  ASSET_PAGE_LIMIT,
  ASSETS_ACTIONS,
} from '@contracts/assets';
import type { AppContext } from '../../context';
import { authenticate, signedIn } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { idParams, idSchema, orgParams, plainText } from '../../lib/schemas';
import { rangeQueryWith } from '../../lib/range';
import { assetMrIdOf, findAction, listActions, listExecutions, lockAction } from './action-store';
import { findAsset, listAssets } from './asset-store';
import { auditRoutes } from './audit-routes';
import { closeAction, executeAction } from './execute';
import { isoRange, offsetSchema } from './query';
import {
  actionPageReply,
  actionReply,
  assetPageReply,
  assetReply,
  executionsReply,
} from './replies';
import { strategyRoutes } from './strategy-routes';

/** A usage point's id as the data lake names it. */
const usagePointIdSchema = { type: 'string', pattern: '^[0-9A-Za-z._-]{1,64}$' } as const;

/** The adr API (Assets): metering points, their meters, actions and executions. */
export async function adrRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, database } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));
  const read = { access: { role: ASSETS_ACTIONS.read.role } };
  const run = { access: { role: ASSETS_ACTIONS.runActions.role } };

  api.get(
    '/v1/:org/assets',
    {
      config: read,
      schema: {
        response: { 200: assetPageReply },
        params: orgParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            search: plainText(100),
            usagePointId: usagePointIdSchema,
            offset: offsetSchema,
            limit: { type: 'integer', minimum: 1, maximum: ASSET_PAGE_LIMIT },
          },
        },
      },
    },
    async (request) => {
      const { search, usagePointId, offset = 0, limit = 100 } = request.query;
      return listAssets(db, request.params.org, { search, usagePointId, offset, limit });
    },
  );

  api.get(
    '/v1/:org/assets/:assetId',
    { config: read, schema: { response: { 200: assetReply }, params: idParams('org', 'assetId') } },
    async (request) => {
      const asset = await findAsset(db, request.params.org, request.params.assetId);
      if (!asset) throw notFound('We could not find the asset.');
      return asset;
    },
  );

  api.get(
    '/v1/:org/actions',
    {
      config: read,
      schema: {
        response: { 200: actionPageReply },
        params: orgParams,
        querystring: rangeQueryWith({
          state: { type: 'string', enum: [...ACTION_STATES] },
          assetId: idSchema,
          offset: offsetSchema,
          limit: { type: 'integer', minimum: 1, maximum: ACTION_PAGE_LIMIT },
        }),
      },
    },
    async (request) => {
      const { state, assetId, offset = 0, limit = 100 } = request.query;
      const range = isoRange(request.query);
      return listActions(db, request.params.org, { ...range, state, assetId, offset, limit });
    },
  );

  const actionParams = idParams('org', 'actionId');
  api.get(
    '/v1/:org/actions/:actionId',
    { config: read, schema: { response: { 200: actionReply }, params: actionParams } },
    async (request) => {
      const action = await findAction(db, request.params.org, request.params.actionId);
      if (!action) throw notFound('We could not find the action.');
      return action;
    },
  );

  api.get(
    '/v1/:org/actions/:actionId/executions',
    { config: read, schema: { response: { 200: executionsReply }, params: actionParams } },
    async (request) => {
      const { org, actionId } = request.params;
      if (!(await findAction(db, org, actionId))) throw notFound('We could not find the action.');
      return listExecutions(db, org, actionId);
    },
  );

  /** Executes or closes an action: the change and its audit event in one transaction. */
  async function change(
    request: { params: { org: number; actionId: number }; ip: string },
    principal: ReturnType<typeof signedIn>,
    kind: 'execute' | 'close',
  ) {
    const { org, actionId } = request.params;
    await db.transaction().execute(async (trx) => {
      const row = await lockAction(trx, database.dialect, org, actionId);
      if (!row) throw notFound('We could not find the action.');
      const actor = { userId: principal.userId, clientIp: request.ip };
      if (kind === 'close') return closeAction(trx, row, actor);
      return executeAction(trx, row, await assetMrIdOf(trx, row), Date.now(), actor);
    });
    const action = await findAction(db, org, actionId);
    if (!action) throw notFound('We could not find the action.');
    return action;
  }

  for (const kind of ['execute', 'close'] as const) {
    api.post(
      `/v1/:org/actions/:actionId/${kind}`,
      {
        config: run,
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: {
          response: { 200: actionReply },
          params: actionParams,
          body: { type: 'object', additionalProperties: false, properties: {} },
        },
      },
      async (request) => change(request, signedIn(request), kind),
    );
  }

  strategyRoutes(app, ctx);
  auditRoutes(app, ctx);
}

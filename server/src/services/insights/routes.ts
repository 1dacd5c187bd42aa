import { HEARTBEAT_ACTIONS, PAUSE_REASON_MAX } from '@contracts/rules';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { accessOf, authenticate, signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { flowIdSchema, idSchema, orgParams, replyList } from '../../lib/schemas';
import { deployedFlowReply, histogramReply, metricsReply, summaryReply } from './replies';
import { connectivityRoutes } from './connectivity-routes';
import { flowSpecRoutes } from './spec-routes';
import { reportingRoutes } from './reporting-routes';
import { traceRoutes } from './trace-routes';
import { deployedFlows, findFlow, organizationShortName, setFlowPaused } from './flow-store';
import { rangeOf, rangeQuery } from '../../lib/range';
import { flowMetrics, flowsSummary, histogram } from './traffic-store';

const flowParams = {
  type: 'object',
  required: ['org', 'flowId'],
  additionalProperties: false,
  properties: { org: idSchema, flowId: flowIdSchema },
} as const;
export async function insightsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));

  const inboundBase = async (org: number) => {
    const shortName = await organizationShortName(db, org);
    if (shortName === null) throw notFound('Organization not found.');
    return `${ctx.config.publicUrl}/api/inbound/${shortName}`;
  };

  api.get(
    '/v1/:org/flows',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: replyList(deployedFlowReply) }, params: orgParams },
    },
    async (request) => {
      const { org } = request.params;
      return deployedFlows(db, org, await inboundBase(org));
    },
  );

  api.get(
    '/v1/:org/flows/:flowId',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: deployedFlowReply }, params: flowParams },
    },
    async (request) => {
      const { org, flowId } = request.params;
      const [flow] = await deployedFlows(db, org, await inboundBase(org), flowId);
      if (!flow) throw notFound(`Flow ${flowId} not found.`);
      return flow;
    },
  );

  async function setPaused(
    request: { params: { org: number; flowId: string }; body: { reason?: string }; ip: string },
    principal: ReturnType<typeof signedIn>,
    paused: boolean,
  ) {
    const { org, flowId } = request.params;
    const reason = request.body.reason?.trim() ?? '';
    if (paused && reason.length === 0) throw badRequest('Invalid body: "reason" is required.');
    await db.transaction().execute(async (trx) => {
      const flow = await findFlow(trx, org, flowId);
      if (!flow) throw notFound(`Flow ${flowId} not found.`);
      if ((flow.paused === 1) === paused) {
        throw new HttpError(
          409,
          paused ? 'The flow is already paused.' : 'The flow is not paused.',
        );
      }
      await setFlowPaused(trx, org, flowId, paused ? { by: principal.userId, reason } : null);
      await audit(trx, {
        createdById: principal.userId,
        organizationId: org,
        entityType: 'FLOW',
        entityId: flowId,
        eventType: paused ? 'PAUSED' : 'RESUMED',
        payload: { reason },
        clientIp: request.ip,
      });
    });
    const [flow] = await deployedFlows(db, org, await inboundBase(org), flowId);
    return flow;
  }

  flowSpecRoutes(app, ctx, inboundBase);
  connectivityRoutes(app, ctx);

  const reasonBody = {
    type: 'object',
    additionalProperties: false,
    properties: { reason: { type: 'string', maxLength: PAUSE_REASON_MAX } },
  } as const;

  api.post(
    '/v1/:org/flows/:flowId/pause',
    {
      config: { access: accessOf(HEARTBEAT_ACTIONS.controlFlows) },
      schema: {
        response: { 200: deployedFlowReply },
        params: flowParams,
        body: { ...reasonBody, required: ['reason'] },
      },
    },
    async (request) => setPaused(request, signedIn(request), true),
  );

  api.post(
    '/v1/:org/flows/:flowId/resume',
    {
      config: { access: accessOf(HEARTBEAT_ACTIONS.controlFlows) },
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { response: { 200: deployedFlowReply }, params: flowParams, body: reasonBody },
    },
    async (request) => setPaused(request, signedIn(request), false),
  );

  api.get(
    '/v1/:org/metrics',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: metricsReply }, params: orgParams, querystring: rangeQuery },
    },
    async (request) => {
      const { org } = request.params;
      const range = rangeOf(request.query);
      return { data: await flowMetrics(ctx.reads, org, range, request.query.flowId) };
    },
  );

  api.get(
    '/v1/:org/histograms',
    {
      config: {
        access: {
          role: 'AGENT',
          // One flow's graph is the flow page's metrics graph (spec 3.1 metricsGraph); the
          // organization's is not: the one gate that depends on the input.
          feature: 'metricsGraph',
          featureIf: (request) => (request.query as { flowId?: string }).flowId !== undefined,
        },
      },
      schema: {
        response: { 200: histogramReply },
        params: orgParams,
        querystring: {
          ...rangeQuery,
          properties: {
            ...rangeQuery.properties,
            buckets: { type: 'integer', minimum: 1, maximum: 500 },
          },
        },
      },
    },
    async (request) => {
      const { org } = request.params;
      const { buckets = 48, flowId } = request.query;
      return histogram(ctx.reads, org, rangeOf(request.query), buckets, flowId);
    },
  );

  api.get(
    '/v1/:org/summary',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: summaryReply }, params: orgParams, querystring: rangeQuery },
    },
    async (request) => {
      const { org } = request.params;
      return flowsSummary(ctx.reads, org, rangeOf(request.query));
    },
  );

  reportingRoutes(app, ctx);
  traceRoutes(app, ctx);
}

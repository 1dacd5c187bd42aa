import { HEARTBEAT_ACTIONS, RESUBMIT_LIMIT } from '@contracts/rules';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { DEFAULT_TRACE_PAGE_SIZE, ERROR_CATEGORIES, TRACE_STATUSES } from '@contracts/heartbeat';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { accessOf, signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { flowIdSchema, idSchema, orgParams, plainText } from '../../lib/schemas';
import { isTextContentType, processMessage } from './engine';
import { findFlow } from './flow-store';
import { findPayload } from './payload-store';
import { rangeOf, rangeQuery } from '../../lib/range';
import { payloadReply, resubmitReply, traceDetailsReply, tracePageReply } from './replies';
import { traceDetails, tracePage, tracesWithPayloads } from './trace-store';

/** Traces, their payloads and resubmitting them (insights v2), behind the service's sign-in. */
export function traceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;

  api.get(
    '/v2/:org/traces',
    {
      config: { access: { role: 'AGENT' } },
      schema: {
        response: { 200: tracePageReply },
        params: orgParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...rangeQuery.properties,
            status: { type: 'string', enum: TRACE_STATUSES },
            errorCategory: { type: 'string', enum: ERROR_CATEGORIES },
            hasPayload: { type: 'boolean' },
            q: plainText(200),
            offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            limit: { type: 'integer', minimum: 1, maximum: 1000 },
          },
        },
      },
    },
    async (request) => {
      const { org } = request.params;
      const { offset = 0, limit = DEFAULT_TRACE_PAGE_SIZE, ...rest } = request.query;
      return tracePage(ctx.reads, org, { ...rest, ...rangeOf(request.query), offset, limit });
    },
  );

  api.get(
    '/v2/:org/traces/:traceId',
    {
      config: { access: { role: 'AGENT' } },
      schema: {
        response: { 200: traceDetailsReply },
        params: {
          type: 'object',
          required: ['org', 'traceId'],
          additionalProperties: false,
          properties: { org: idSchema, traceId: idSchema },
        },
      },
    },
    async (request) => {
      const { org, traceId } = request.params;
      const trace = await traceDetails(db, org, traceId);
      if (!trace) throw notFound('Trace not found.');
      return trace;
    },
  );

  api.get(
    '/v2/:org/payloads/:payloadId',
    {
      config: { access: { role: HEARTBEAT_ACTIONS.viewPayloads.role } },
      schema: {
        response: { 200: payloadReply },
        params: {
          type: 'object',
          required: ['org', 'payloadId'],
          additionalProperties: false,
          properties: { org: idSchema, payloadId: idSchema },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { download: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const { org, payloadId } = request.params;
      const payload = await findPayload(db, org, payloadId);
      if (!payload) throw notFound('Something went wrong when fetching payload from archive');
      const { body, contentType } = payload;
      if (!isTextContentType(contentType)) {
        // Bytes of any other type are only ever a download, never a page or an image.
        void reply.header('Content-Disposition', `attachment; filename="payload-${payloadId}.bin"`);
        return reply.type('application/octet-stream').send(body);
      }
      if (request.query.download) {
        const extension = contentType.includes('xml')
          ? 'xml'
          : contentType.includes('csv')
            ? 'csv'
            : 'json';
        void reply.header(
          'Content-Disposition',
          `attachment; filename="payload-${payloadId}.${extension}"`,
        );
      }
      // Sent as text so a browser never renders it as a page.
      return reply
        .type(`${contentType.includes('json') ? 'application/json' : 'text/plain'}; charset=utf-8`)
        .send(body);
    },
  );

  api.post(
    '/v2/:org/traces/resubmit',
    {
      config: { access: accessOf(HEARTBEAT_ACTIONS.resubmitTraces) },
      schema: {
        response: { 200: resubmitReply },
        params: orgParams,
        body: {
          type: 'object',
          required: ['flowId', 'traceIds'],
          additionalProperties: false,
          properties: {
            flowId: flowIdSchema,
            traceIds: {
              type: 'array',
              minItems: 1,
              maxItems: RESUBMIT_LIMIT,
              uniqueItems: true,
              items: idSchema,
            },
          },
        },
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org } = request.params;
      const { flowId, traceIds } = request.body;
      return db.transaction().execute(async (trx) => {
        const flow = await findFlow(trx, org, flowId);
        if (!flow) throw notFound(`Flow ${flowId} not found.`);
        if (flow.paused === 1 || flow.state !== 'STARTED') {
          throw new HttpError(409, 'The flow is not up: resume it before resubmitting.');
        }
        const traces = await tracesWithPayloads(trx, org, flowId, traceIds);
        if (traces.length !== traceIds.length) {
          throw badRequest('Only traces of this flow that have a payload can be resubmitted.');
        }
        // One exchange per payload, even when several attempts of it were chosen.
        const payloads = [...new Map(traces.map((t) => [t.payload_id, t])).values()];
        const outcomes = [];
        for (const trace of payloads) {
          outcomes.push(
            await processMessage(trx, flow, {
              body: '',
              contentType: trace.content_type,
              payloadId: trace.payload_id ?? undefined,
              source: 'RESUBMIT',
              at: Date.now(),
            }),
          );
        }
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'FLOW',
          entityId: flowId,
          eventType: 'TRACES_RESUBMITTED',
          payload: { traceIds, exchanges: outcomes.map((o) => o.exchangeId) },
          clientIp: request.ip,
        });
        return {
          resubmitted: outcomes.length,
          traceIds: outcomes.flatMap((o) => o.traceIds),
          exchanges: outcomes.map((o) => ({ exchangeId: o.exchangeId, status: o.status })),
        };
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  ACCUMULATIONS,
  AGGREGATIONS,
  DATALAKE_LIMITS,
  METER_INTERVALS,
  PERIODS,
  READINGS_DEFAULTS,
} from '@contracts/datalake';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { idSchema, orgParams, PLAIN_TEXT_PATTERN } from '../../lib/schemas';
import { epochMs } from '../../lib/range';
import { graphqlRoutes } from './graphql';
import { materialise } from './readings-source';
import { checkReadingsQuery, readChannel } from './readings-store';
import {
  messagesReply,
  readingsReply,
  usagePointPageReply,
  usagePointReply,
  workflowReply,
} from './replies';
import {
  findChannel,
  organizationTimeZone,
  usagePointDetail,
  usagePointMessages,
  usagePointPage,
  workflow,
  workflows,
} from './store';

/** The minimum role for every read of the data lake. */
const READ = { access: { role: 'MONITOR' } } as const;
const USAGE_POINT_NOT_FOUND = 'We could not find usage point.';

const usagePointIdSchema = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } as const;
const usagePointParams = {
  type: 'object',
  required: ['org', 'usagePointId'],
  additionalProperties: false,
  properties: { org: idSchema, usagePointId: usagePointIdSchema },
} as const;

const readingsQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['fromDate', 'toDate'],
  properties: {
    fromDate: epochMs,
    toDate: epochMs,
    interval: { type: 'string', enum: METER_INTERVALS, default: READINGS_DEFAULTS.interval },
    aggregation: { type: 'string', enum: AGGREGATIONS, default: READINGS_DEFAULTS.aggregation },
    accumulation: { type: 'string', enum: ACCUMULATIONS, default: READINGS_DEFAULTS.accumulation },
    macroPeriod: { type: 'string', enum: PERIODS, default: READINGS_DEFAULTS.macroPeriod },
    stridePeriod: { type: 'string', enum: PERIODS, default: READINGS_DEFAULTS.stridePeriod },
  },
} as const;

/** The data lake: usage points, their meters, readings and message logs, and workflows. */
export async function datalakeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));

  api.get(
    '/v1/:org/usage-points',
    {
      config: READ,
      schema: {
        response: { 200: usagePointPageReply },
        params: orgParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            search: {
              type: 'string',
              maxLength: DATALAKE_LIMITS.searchLength,
              pattern: PLAIN_TEXT_PATTERN,
            },
            offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            limit: { type: 'integer', minimum: 1, maximum: DATALAKE_LIMITS.pageSize },
          },
        },
      },
    },
    async (request) => {
      const { search, offset = 0, limit = 100 } = request.query;
      return usagePointPage(db, request.params.org, { search: search?.trim(), offset, limit });
    },
  );

  api.get(
    '/v1/:org/usage-points/:usagePointId',
    { config: READ, schema: { response: { 200: usagePointReply }, params: usagePointParams } },
    async (request) => {
      const { org, usagePointId } = request.params;
      const found = await usagePointDetail(db, org, usagePointId);
      if (!found) throw notFound(USAGE_POINT_NOT_FOUND);
      return found;
    },
  );

  api.get(
    '/v1/:org/usage-points/:usagePointId/messages',
    {
      config: READ,
      schema: {
        response: { 200: messagesReply },
        params: usagePointParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: DATALAKE_LIMITS.messages } },
        },
      },
    },
    async (request) => {
      const { org, usagePointId } = request.params;
      const messages = await usagePointMessages(
        db,
        org,
        usagePointId,
        request.query.limit ?? DATALAKE_LIMITS.messages,
      );
      if (messages.length === 0 && !(await usagePointDetail(db, org, usagePointId))) {
        throw notFound(USAGE_POINT_NOT_FOUND);
      }
      return messages;
    },
  );

  api.get(
    '/v1/:org/usage-points/:usagePointId/channels/:channelId/readings',
    {
      config: READ,
      schema: {
        response: { 200: readingsReply },
        params: {
          ...usagePointParams,
          required: [...usagePointParams.required, 'channelId'],
          properties: { ...usagePointParams.properties, channelId: idSchema },
        },
        querystring: readingsQuery,
      },
    },
    async (request) => {
      const { org, usagePointId, channelId } = request.params;
      const channel = await findChannel(db, org, usagePointId, channelId);
      if (!channel) throw notFound(USAGE_POINT_NOT_FOUND);
      const query = {
        fromDate: request.query.fromDate,
        toDate: request.query.toDate,
        interval: request.query.interval ?? READINGS_DEFAULTS.interval,
        aggregation: request.query.aggregation ?? READINGS_DEFAULTS.aggregation,
        accumulation: request.query.accumulation ?? READINGS_DEFAULTS.accumulation,
        macroPeriod: request.query.macroPeriod ?? READINGS_DEFAULTS.macroPeriod,
        stridePeriod: request.query.stridePeriod ?? READINGS_DEFAULTS.stridePeriod,
      };
      // The range first: nothing is drawn for a range that is refused.
      checkReadingsQuery(query);
      const timeZone = await organizationTimeZone(db, org);
      await materialise(db, channel, query);
      const points = await readChannel(ctx.reads, channel.id, query, timeZone);
      return { channelId: channel.id, timeZone, ...query, points };
    },
  );

  api.get(
    '/v1/:org/workflows',
    {
      config: READ,
      schema: {
        response: { 200: { type: 'array', items: workflowReply } },
        params: orgParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { view: { type: 'string', enum: ['recent', 'archive'] } },
        },
      },
    },
    async (request) =>
      workflows(db, request.params.org, request.query.view ?? 'recent', DATALAKE_LIMITS.workflows),
  );

  api.get(
    '/v1/:org/workflows/:uid',
    {
      config: READ,
      schema: {
        response: { 200: workflowReply },
        params: {
          type: 'object',
          required: ['org', 'uid'],
          additionalProperties: false,
          properties: { org: idSchema, uid: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
        },
      },
    },
    async (request) => {
      const found = await workflow(db, request.params.org, request.params.uid);
      if (!found) throw notFound('We could not find the workflow.');
      return found;
    },
  );

  await graphqlRoutes(app, ctx);
}

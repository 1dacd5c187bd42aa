import type { FastifyInstance, FastifyReply } from 'fastify';
import mercurius from 'mercurius';
import { GraphQLError } from 'graphql';
import type { ValidationContext, ASTVisitor } from 'graphql';
import type {
  Accumulation,
  Aggregation,
  MeterInterval,
  Period,
  UsagePointDetail,
} from '../../../../src/shared/contracts/datalake';
import type { AppContext } from '../../context';
import { requireRoleIn, signedIn } from '../../lib/auth';
import { badRequest, HttpError } from '../../lib/errors';
import { DATALAKE_GRAPHQL_SCHEMA } from '../../../../src/shared/contracts/datalakeGraphql';
import { materialise } from './readings-source';
import { readChannel } from './readings-store';
import { findChannel, organizationTimeZone, usagePointDetail, usagePointPage } from './store';

/** Bounds of one query: its depth, its fields, and the readings it may ask for. */
export const GRAPHQL_LIMITS = { depth: 6, fields: 150, readings: 8, first: 100, search: 64 };

/** Counts the fields of the query (a cost bound) and its readings (each a database aggregate). */
function costRule(context: ValidationContext): ASTVisitor {
  let fields = 0;
  let readings = 0;
  return {
    Field(node) {
      fields += 1;
      if (node.name.value === 'readings') readings += 1;
      if (fields === GRAPHQL_LIMITS.fields + 1) {
        context.reportError(
          new GraphQLError(`A query may select at most ${GRAPHQL_LIMITS.fields} fields.`),
        );
      }
      if (readings === GRAPHQL_LIMITS.readings + 1) {
        context.reportError(
          new GraphQLError(
            `A query may ask for readings at most ${GRAPHQL_LIMITS.readings} times.`,
          ),
        );
      }
    },
    OperationDefinition(node) {
      if (node.operation !== 'query') {
        context.reportError(new GraphQLError('Only queries are served.'));
      }
    },
  };
}

interface Context {
  reply: FastifyReply;
}

interface OrgArgs {
  organizationId?: number | null;
}

interface ReadingArgs {
  fromDate: number;
  toDate: number;
  interval: MeterInterval;
  aggregation: Aggregation;
  accumulation: Accumulation;
  macroPeriod: Period;
  stridePeriod: Period;
}

type GraphUsagePoint = UsagePointDetail & { organizationId: number };

/** The organization a field reads: the caller's own, or another where they are MONITOR or more. */
function organizationOf(context: Context, args: OrgArgs): number {
  const principal = signedIn(context.reply.request);
  const org = args.organizationId ?? principal.organizationId;
  requireRoleIn(principal, org, 'MONITOR');
  return org;
}

function asGraphUsagePoint(org: number, detail: UsagePointDetail): GraphUsagePoint {
  return { ...detail, organizationId: org };
}

/** The GraphQL data service at /api/datalake/graphql, behind the service's sign-in check. */
export async function graphqlRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // In a context of its own: mercurius sets the error handler of the context it joins.
  await app.register(async (graph) => {
    // A failed query also carries the console's `{ message }`, beside GraphQL's `errors`.
    graph.addHook('preSerialization', async (_request, reply, payload: unknown) => {
      if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null) return payload;
      const { errors } = payload as { errors?: { message?: string }[] };
      if (!errors || 'message' in payload) return payload;
      return { message: errors[0]?.message ?? 'The query failed.', ...payload };
    });
    await graph.register(mercurius, {
      schema: DATALAKE_GRAPHQL_SCHEMA,
      path: '/graphql',
      graphiql: false,
      ide: false,
      jit: 0,
      queryDepth: GRAPHQL_LIMITS.depth,
      allowBatchedQueries: false,
      validationRules: [costRule],
      context: (_request, reply) => ({ reply }),
      // A refusal keeps its status (401, 403, 404, 400); the answer keeps the GraphQL shape.
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        const original = execution.errors[0]?.originalError;
        return {
          // Not run at all (invalid, too deep or too costly): the query was refused.
          statusCode:
            original instanceof HttpError
              ? original.statusCode
              : execution.data === undefined
                ? 400
                : formatted.statusCode,
          response: formatted.response,
        };
      },
      resolvers: {
        Query: {
          usagePoints: async (
            _root: unknown,
            args: OrgArgs & { search?: string | null; first: number; offset: number },
            context: Context,
          ) => {
            const org = organizationOf(context, args);
            if (args.first < 1 || args.first > GRAPHQL_LIMITS.first) {
              throw badRequest(`first must be between 1 and ${GRAPHQL_LIMITS.first}.`);
            }
            if (args.offset < 0 || args.offset > 1_000_000)
              throw badRequest('offset is out of range.');
            const search = args.search?.trim().slice(0, GRAPHQL_LIMITS.search);
            const page = await usagePointPage(db, org, {
              search,
              offset: args.offset,
              limit: args.first,
            });
            const items = await Promise.all(
              page.items.map((item) => usagePointDetail(db, org, item.usagePointId)),
            );
            return {
              total: page.total,
              items: items.flatMap((item) => (item ? [asGraphUsagePoint(org, item)] : [])),
            };
          },
          usagePoint: async (
            _root: unknown,
            args: OrgArgs & { usagePointId: string },
            context: Context,
          ) => {
            const org = organizationOf(context, args);
            const detail = await usagePointDetail(db, org, args.usagePointId.slice(0, 64));
            return detail ? asGraphUsagePoint(org, detail) : null;
          },
        },
        UsagePoint: {
          address: (point: GraphUsagePoint) => point.location.address,
          timeZone: (point: GraphUsagePoint) => point.location.timeZone,
          meter: (point: GraphUsagePoint) => point.endDevice,
          channels: (point: GraphUsagePoint) =>
            point.channels.map((channel) => ({
              ...channel,
              organizationId: point.organizationId,
              usagePointId: point.usagePointId,
            })),
        },
        Channel: {
          readings: async (
            channel: { channelId: number; organizationId: number; usagePointId: string },
            args: ReadingArgs,
          ) => {
            for (const value of [args.fromDate, args.toDate]) {
              if (!Number.isSafeInteger(value) || value < 0) throw badRequest('Bad range.');
            }
            const row = await findChannel(
              db,
              channel.organizationId,
              channel.usagePointId,
              channel.channelId,
            );
            if (!row) return [];
            const zone = await organizationTimeZone(db, channel.organizationId);
            await materialise(db, row, args.toDate);
            return readChannel(ctx.reads, row.id, args, zone);
          },
        },
      },
    });
  });
}

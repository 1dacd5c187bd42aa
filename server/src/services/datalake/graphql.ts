import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import type { ValidationContext, ASTVisitor } from 'graphql';
import type { ReadingsQuery, UsagePointDetail } from '@contracts/datalake';
import type { AppContext } from '../../context';
import { requireRoleIn, signedIn } from '../../lib/auth';
import { isDatabaseUnreachable } from '../../db/database';
import { badRequest, HttpError } from '../../lib/errors';
import { DATALAKE_GRAPHQL_SCHEMA } from '@contracts/datalakeGraphql';
import { checkNoNul, checkQueryCost, GRAPHQL_LIMITS, graphql, queryCost } from './graphql-cost';
import { materialise, nextTurn } from './readings-source';
import { checkReadingsQuery, readChannel } from './readings-store';
import { findChannel, organizationTimeZone, usagePointDetail, usagePointPage } from './store';

export { GRAPHQL_LIMITS } from './graphql-cost';

const { GraphQLError } = graphql;
type GraphQLError = InstanceType<typeof GraphQLError>;

/**
 * Refuses mutations and subscriptions, and a query text of more than GRAPHQL_LIMITS.fields
 * fields (cached with the text). What a query costs to run is counted before it runs, with
 * its variables: see graphql-cost.ts.
 */
function shapeRule(context: ValidationContext): ASTVisitor {
  let fields = 0;
  return {
    Field() {
      fields += 1;
      if (fields === GRAPHQL_LIMITS.fields + 1) {
        context.reportError(
          new GraphQLError(`A query may select at most ${GRAPHQL_LIMITS.fields} fields.`),
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

/** The arguments of `readings`: the contract's readings query. */
type ReadingArgs = ReadingsQuery;

type GraphUsagePoint = UsagePointDetail & { organizationId: number };

/** A page as `usagePoints` answers it: the usage points are read when `items` is asked. */
interface GraphPage {
  organizationId: number;
  total: number;
  ids: string[];
}

/** Usage points read at once, between two turns of the event loop. */
const DETAILS_AT_ONCE = 10;

/** The answer to an error that is not the server's own: nothing of the error's text. */
const QUERY_FAILED = 'The query failed.';
const TOO_LONG = 'The request took too long to answer. Narrow it and try again.';
const UNREACHABLE = 'The database cannot be reached. Try again in a moment.';

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

/** The operation the request names, if it names one. */
function operationNameOf(request: FastifyRequest): string | null {
  const sent = (request.method === 'GET' ? request.query : request.body) as {
    operationName?: unknown;
  } | null;
  return typeof sent?.operationName === 'string' ? sent.operationName : null;
}

/**
 * An error as the caller sees it. The server's own words stay: its refusals (HttpError),
 * GraphQL's parse, validation and input errors, mercurius' and Fastify's refusals of the
 * request. Anything else (a database error, an unexpected exception) is logged and answers
 * a generic message, never its own text; a statement timeout or a lost database answer as
 * the REST routes do.
 */
function publicError(
  error: GraphQLError,
  reply: FastifyReply | undefined,
): { error: GraphQLError; status?: number; unexpected?: boolean } {
  const original = error.originalError as
    (Error & { code?: unknown; statusCode?: unknown; errors?: unknown }) | undefined;
  if (!original || original instanceof GraphQLError) return { error };
  if (original instanceof HttpError) return { error, status: original.statusCode };
  const code = typeof original.code === 'string' ? original.code : '';
  const status = typeof original.statusCode === 'number' ? original.statusCode : 0;
  // A refusal of the request by mercurius (its validation) or Fastify (the body, a limit).
  if (status >= 400 && status < 500) return { error, status };
  const replaced = (message: string) =>
    new GraphQLError(message, { nodes: error.nodes, path: error.path });
  if (code === '57014' || code === 'READ_TIMEOUT') {
    reply?.log.warn({ err: original }, 'statement timeout');
    return { error: replaced(TOO_LONG), status: 503 };
  }
  if (isDatabaseUnreachable(original)) {
    reply?.log.warn({ err: original }, 'database unreachable');
    return { error: replaced(UNREACHABLE), status: 503 };
  }
  reply?.log.error({ err: original }, 'graphql query failed');
  return { error: replaced(QUERY_FAILED), unexpected: true };
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
      return { message: errors[0]?.message ?? QUERY_FAILED, ...payload };
    });
    // A NUL in the request itself (a posted variable, the query string) is refused in the
    // words of the REST routes; mercurius would answer the validator's bare keyword.
    graph.addHook('preHandler', async (request) => {
      const failure = request.validationError as
        (Error & { validation?: { keyword: string; instancePath: string }[] }) | undefined;
      const first = failure?.validation?.[0];
      if (first?.keyword !== 'nul') return;
      const [top = '', ...rest] = first.instancePath.replace(/^\//, '').split('/');
      if (top === 'variables' && rest.length > 0) {
        throw badRequest(`Invalid variables: "${rest.join('.')}" contains a NUL character.`);
      }
      const part = request.method === 'GET' ? 'query' : 'body';
      throw badRequest(`Invalid ${part}: "${[top, ...rest].join('.')}" contains a NUL character.`);
    });
    await graph.register(mercurius, {
      schema: DATALAKE_GRAPHQL_SCHEMA,
      path: '/graphql',
      graphiql: false,
      ide: false,
      jit: 0,
      queryDepth: GRAPHQL_LIMITS.depth,
      allowBatchedQueries: false,
      validationRules: [shapeRule],
      context: (_request, reply) => ({ reply }),
      // A refusal keeps its status (401, 403, 404, 400); the answer keeps the GraphQL shape.
      errorFormatter: (execution, context) => {
        const reply = (context as Partial<Context> | undefined)?.reply;
        const errors = execution.errors.map((error) => publicError(error, reply));
        const formatted = mercurius.defaultErrorFormatter(
          { ...execution, errors: errors.map((e) => e.error) },
          context,
        );
        const first = errors[0];
        let statusCode = formatted.statusCode;
        if (first?.status !== undefined) statusCode = first.status;
        // Nothing answered, for a reason not the caller's: the server failed.
        else if (execution.data == null && errors.some((e) => e.unexpected)) statusCode = 500;
        // Not run at all (invalid, too deep or too costly): the query was refused.
        else if (execution.data === undefined) statusCode = 400;
        return { statusCode, response: formatted.response };
      },
      resolvers: {
        Query: {
          usagePoints: async (
            _root: unknown,
            args: OrgArgs & { search?: string | null; first: number; offset: number },
            context: Context,
          ): Promise<GraphPage> => {
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
            return {
              organizationId: org,
              total: page.total,
              ids: page.items.map((item) => item.usagePointId),
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
        UsagePointPage: {
          // On SQLite each read holds the event loop: a few at a time, a turn in between.
          items: async (page: GraphPage) => {
            const items: GraphUsagePoint[] = [];
            for (let i = 0; i < page.ids.length; i += DETAILS_AT_ONCE) {
              if (i > 0) await nextTurn();
              const details = await Promise.all(
                page.ids
                  .slice(i, i + DETAILS_AT_ONCE)
                  .map((id) => usagePointDetail(db, page.organizationId, id)),
              );
              for (const detail of details) {
                if (detail) items.push(asGraphUsagePoint(page.organizationId, detail));
              }
            }
            return items;
          },
        },
        UsagePoint: {
          address: (point: GraphUsagePoint) => point.location.address,
          timeZone: (point: GraphUsagePoint) => point.location.timeZone,
          meter: (point: GraphUsagePoint) => point.endDevice,
          // The cost of a query counts at most this many channels a usage point.
          channels: (point: GraphUsagePoint) =>
            point.channels.slice(0, GRAPHQL_LIMITS.channels).map((channel) => ({
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
            // The range first: nothing is read or drawn for a range that is refused.
            checkReadingsQuery(args);
            const row = await findChannel(
              db,
              channel.organizationId,
              channel.usagePointId,
              channel.channelId,
            );
            if (!row) return [];
            const zone = await organizationTimeZone(db, channel.organizationId);
            await materialise(db, row, args);
            // A turn of its own for the periods of the range (computed here, up to 400 days
            // of them): the readings of one query do not all compute theirs in one turn.
            await nextTurn();
            return readChannel(ctx.reads, row.id, args, zone);
          },
        },
      },
    });
    // Before anything runs, with this request's variables (the checks above are cached
    // with the query text): no NUL anywhere, and the cost in executions within budget.
    // mercurius reads a query that does not parse as JSON of a document (an AST) instead:
    // anything that is not one (a number, a list, an object of another kind) is the caller's
    // mistake, refused before validation would trip over it.
    graph.graphql.addHook('preValidation', (_schema, document) => {
      const candidate = document as unknown as { kind?: unknown; definitions?: unknown };
      if (
        typeof candidate !== 'object' ||
        candidate === null ||
        candidate.kind !== 'Document' ||
        !Array.isArray(candidate.definitions)
      ) {
        throw badRequest('The query is not a GraphQL document.');
      }
      return Promise.resolve();
    });
    graph.graphql.addHook('preExecution', (schema, document, context, variables) => {
      checkNoNul(document, variables);
      const request = (context as Partial<Context> | undefined)?.reply?.request;
      const operationName = request ? operationNameOf(request) : null;
      checkQueryCost(queryCost(schema, document, variables, operationName));
      return Promise.resolve();
    });
  });
}

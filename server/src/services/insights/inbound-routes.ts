import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../lib/errors';
import { flowIdSchema } from '../../lib/schemas';
import { inboundReply } from './replies';
import { findServiceAccountByCredential, type InboundCredential } from './inbound-credentials';
import { processMessage, QuotaExceeded } from './engine';
import type { FlowRow } from './engine';
import { findInboundFlow } from './flow-store';

const MAX_MESSAGE_BYTES = 1024 * 1024;
const organizationPattern = '^[a-z0-9-]{1,64}$';

/**
 * The caller's credential: an API key (`X-API-Key` or `Authorization: ApiKey …`) or the
 * username and password of a basic authentication account (`Authorization: Basic …`).
 */
function credentialOf(
  headers: Record<string, string | string[] | undefined>,
): InboundCredential | null {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct) return { kind: 'key', key: direct };
  const auth = headers.authorization;
  if (typeof auth !== 'string') return null;
  const key = /^ApiKey (.+)$/.exec(auth)?.[1];
  if (key) return { kind: 'key', key };
  // The scheme's name is case-insensitive (RFC 9110 11.1).
  const basic = /^basic +(.*)$/i.exec(auth)?.[1];
  if (basic === undefined) return null;
  // A malformed pair is a credential that matches no account: 401 "not valid".
  const noMatch: InboundCredential = { kind: 'basic', username: '', password: '' };
  if (!/^[A-Za-z0-9+/=]{1,512}$/.test(basic)) return noMatch;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return noMatch;
  return { kind: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** 268435456 as "256 MiB", 8192 as "8 KiB", 1500 as "1.5 KiB". */
function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${units[unit]}`;
}

interface InboundParams {
  organization: string;
  flowId: string;
}

/** Who may post to a flow, once the key (or the flow's anonymous access) allowed it. */
interface Caller {
  flow: FlowRow;
  /** A service account key with access to the flow: it may read why the flow is paused. */
  withKey: boolean;
}

/** The challenges of the two kinds of credential the door takes (RFC 9110 11.6.1, RFC 7617). */
const API_KEY_CHALLENGE = 'ApiKey';
const BASIC_CHALLENGE = 'Basic realm="flows", charset="UTF-8"';

/**
 * The answers of callers without a valid credential: 401 with the challenge of what they
 * may send (both kinds without a credential, the kind they sent with a wrong one). A missing
 * flow, a flow without a REST inbound connector and a protected flow answer alike, so the
 * door does not tell which flows exist. A valid credential without access to the flow is a
 * 403 (authorize).
 */
const credentialRequired = () =>
  new HttpError(
    401,
    'An API key is required: send it in the X-API-Key header, or a service account username and password with basic authentication.',
    { 'WWW-Authenticate': `${API_KEY_CHALLENGE}, ${BASIC_CHALLENGE}` },
  );
const credentialNotValid = (kind: InboundCredential['kind']) =>
  kind === 'basic'
    ? new HttpError(401, 'The username or password is not valid.', {
        'WWW-Authenticate': BASIC_CHALLENGE,
      })
    : new HttpError(401, 'The API key is not valid.', { 'WWW-Authenticate': API_KEY_CHALLENGE });

/**
 * The inbound door of flows with a REST inbound connector: a message posted here is
 * processed exactly as live traffic is, and becomes a trace. Callers present the API
 * key of a service account with access to the flow, unless the flow allows anonymous
 * access.
 *
 * The door is public, so it is limited per client IP (before anything else) and per
 * flow (once the caller may post to it, so refused callers cannot shut a flow for
 * others). The caller is checked before the body is read.
 */
export async function inboundRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, config } = ctx;
  const wellFormed = {
    organization: new RegExp(organizationPattern),
    flowId: new RegExp(flowIdSchema.pattern),
  };
  const callers = new WeakMap<FastifyRequest, Caller>();
  // In memory, per instance, like the other public doors' limits: a counter in the
  // database would add a write to every message, on one hot row per flow. What the
  // door stores is bounded across instances by the quota, which is in the database.
  const flowLimit = app.createRateLimit({
    max: config.inboundFlowRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const { organization, flowId } = request.params as InboundParams;
      return `flow:${organization}/${flowId}`;
    },
  });

  /** The flow the caller may post to, or the refusal. */
  async function authorize(params: InboundParams, key: InboundCredential | null): Promise<Caller> {
    const { organization, flowId } = params;
    // Both lookups are made whether or not the flow exists, so a missing flow does not
    // answer sooner than a protected one.
    const [flow, account] = await Promise.all([
      findInboundFlow(db, organization, flowId),
      key === null ? undefined : findServiceAccountByCredential(db, organization, key, flowId),
    ]);
    const withKey = account !== undefined && account.access_id !== null;
    // An open flow takes anyone's messages, whatever key comes with them.
    if (flow?.allow_anonymous_access === 1) return { flow, withKey };
    if (!account) throw key === null ? credentialRequired() : credentialNotValid(key.kind);
    // From here the caller holds a valid credential of the organization.
    if (!flow) throw notFound(`No flow ${flowId} with a REST inbound connector here.`);
    if (!withKey) throw new HttpError(403, 'This service account has no access to the flow.');
    return { flow, withKey };
  }

  // Any content type, kept as the bytes received: the flow decides what it accepts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_MESSAGE_BYTES },
    (_req, body, done) => done(null, body),
  );

  api.post(
    '/:organization/:flowId',
    {
      bodyLimit: MAX_MESSAGE_BYTES,
      config: {
        rateLimit: { max: config.inboundRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        response: { 202: inboundReply },
        params: {
          type: 'object',
          required: ['organization', 'flowId'],
          additionalProperties: false,
          properties: {
            organization: { type: 'string', pattern: organizationPattern },
            flowId: flowIdSchema,
          },
        },
      },
      // Before the body is read: who may post, the flow's limit, whether it takes messages.
      preParsing: async (request, _reply, payload) => {
        const { organization, flowId } = request.params;
        // A malformed path is refused by the schema; it names no flow.
        if (!wellFormed.organization.test(organization) || !wellFormed.flowId.test(flowId)) {
          return payload;
        }
        const caller = await authorize(request.params, credentialOf(request.headers));
        const limit = await flowLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new HttpError(429, 'Too many messages for this flow. Try again later.', {
            'Retry-After': String(limit.ttlInSeconds),
          });
        }
        const { flow } = caller;
        if (flow.paused === 1) {
          // Only a caller with a key with access learns why; anyone may post to an open flow.
          throw new HttpError(
            423,
            caller.withKey
              ? `The flow is paused: ${flow.disabled_reason ?? 'no reason given'}.`
              : 'The flow is paused.',
          );
        }
        if (flow.state !== 'STARTED') throw new HttpError(503, 'The flow is not up.');
        callers.set(request, caller);
        return payload;
      },
    },
    async (request, reply) => {
      const caller = callers.get(request);
      if (!caller) throw new Error('The inbound caller was not checked.');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      let outcome;
      try {
        outcome = await db.transaction().execute((trx) =>
          processMessage(trx, caller.flow, {
            body,
            contentType: contentType?.slice(0, 200) || 'application/octet-stream',
            source: 'INBOUND',
            at: Date.now(),
            quotaBytes: config.inboundQuotaBytes,
          }),
        );
      } catch (error) {
        if (!(error instanceof QuotaExceeded)) throw error;
        // 429, as a quota that is used up: the sender is to try again later (room comes
        // back when pruning runs), not to send a smaller body (413), and it is no fault of
        // the server's (a 5xx would be retried at once by many senders).
        throw new HttpError(
          429,
          `The organization's message store is full (quota ${formatBytes(config.inboundQuotaBytes)}). ` +
            `Older messages are removed after ${config.traceRetentionDays} days.`,
          { 'Retry-After': String(config.maintenanceIntervalSeconds) },
        );
      }
      return reply.code(202).send(outcome);
    },
  );
}

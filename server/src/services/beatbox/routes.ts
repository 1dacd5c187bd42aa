/* eslint-disable max-lines -- to be rebuilt on the server's CRUD route kit (issue 31, item 3). */
import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BASE_DOMAIN_PATTERN,
  EDGE_FLOWS_MAX,
  EDGE_HOSTNAME_MAX,
  EDGE_IP_MAX,
  EDGE_LIMIT,
  EDGE_NAME_MAX,
  EDGE_OS_MAX,
  EDGE_PEM_MAX,
  EDGE_VERSION_MAX,
  pemBlocks,
} from '@contracts/beatbox';
import type { ActionRule } from '@contracts/rules';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { accessOf, authenticate, signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import {
  flowIdSchema,
  idParams,
  noContent,
  orgParams,
  PLAIN_TEXT_PATTERN,
  plainText,
} from '../../lib/schemas';
import { deployedFlows } from '../registry/account-store';
import { agentReply, agentsReply, beatboxesReply, beatboxReply } from './replies';
import {
  deleteHost,
  host,
  hostCount,
  hostNameTaken,
  hosts,
  insertHost,
  toAgent,
  toBeatbox,
  updateHost,
  type EdgeKind,
  type EdgeTransaction,
  type HostValues,
} from './store';

const optionalText = (maxLength: number, pattern = PLAIN_TEXT_PATTERN) =>
  ({ type: ['string', 'null'], maxLength, pattern }) as const;
const flowIds = {
  type: 'array',
  maxItems: EDGE_FLOWS_MAX,
  uniqueItems: true,
  items: flowIdSchema,
} as const;
const hostname = optionalText(EDGE_HOSTNAME_MAX, BASE_DOMAIN_PATTERN);

const beatboxBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'hostname', 'ip', 'os', 'version', 'flowIds'],
  properties: {
    name: plainText(EDGE_NAME_MAX),
    hostname,
    ip: optionalText(EDGE_IP_MAX),
    os: optionalText(EDGE_OS_MAX),
    version: optionalText(EDGE_VERSION_MAX),
    flowIds,
  },
} as const;

const agentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'baseDomain', 'serverTrustPem', 'flowIds'],
  properties: {
    name: plainText(EDGE_NAME_MAX),
    baseDomain: { type: 'string', minLength: 1, maxLength: 253, pattern: BASE_DOMAIN_PATTERN },
    // PEM spans lines: no control-character pattern, the certificate parse decides.
    serverTrustPem: { type: ['string', 'null'], maxLength: EDGE_PEM_MAX },
    flowIds,
  },
} as const;

interface EdgeBody {
  name: string;
  hostname?: string | null;
  ip?: string | null;
  os?: string | null;
  version?: string | null;
  baseDomain?: string;
  serverTrustPem?: string | null;
  flowIds: string[];
}

/** Blank is none. */
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** Every block parses as an X.509 certificate, or 400 ('Invalid format.', spec 5). */
function checkedPem(pem: string | null | undefined): string | null {
  const value = blankToNull(pem);
  if (value === null) return null;
  const blocks = pemBlocks(value);
  const invalid = () => badRequest('Invalid format. The server trust certificate must be PEM.');
  if (!blocks) throw invalid();
  for (const block of blocks) {
    if (!block.startsWith('-----BEGIN CERTIFICATE-----')) throw invalid();
    try {
      new X509Certificate(block);
    } catch {
      throw invalid();
    }
  }
  return blocks.join('\n');
}

/** The body as the columns to write: names trimmed, blanks none, the IP and the PEM checked. */
function valuesOf(kind: EdgeKind, body: EdgeBody): HostValues {
  const name = body.name.trim();
  if (!name) throw badRequest('Invalid body: "name" must not be blank.');
  const ip = blankToNull(body.ip);
  if (ip !== null && isIP(ip) === 0) throw badRequest('Invalid format. Not an IP address.');
  const values: HostValues = {
    name,
    hostname: blankToNull(body.hostname),
    ip,
    os: blankToNull(body.os),
    version: blankToNull(body.version),
  };
  if (kind === 'agent') {
    values.baseDomain = body.baseDomain?.trim() ?? '';
    values.serverTrustPem = checkedPem(body.serverTrustPem);
  }
  return values;
}

/** The flows must be the organization's deployed flows. */
async function checkFlows(trx: EdgeTransaction, org: number, wanted: readonly string[]) {
  const found = new Set((await deployedFlows(trx, org, wanted)).map((flow) => flow.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(`No deployed flow ${missing.slice(0, 5).join(', ')}.`);
}

interface EdgeDefinition {
  kind: EdgeKind;
  /** The path segment of the list, e.g. 'beatboxes'. */
  segment: string;
  idParam: string;
  entityType: string;
  notFoundMessage: string;
  view: ActionRule;
  manage: ActionRule;
  body: typeof beatboxBody | typeof agentBody;
  reply: typeof beatboxReply | typeof agentReply;
  listReply: typeof beatboxesReply | typeof agentsReply;
  toReply: typeof toBeatbox | typeof toAgent;
}

const DEFINITIONS: EdgeDefinition[] = [
  {
    kind: 'beatbox',
    segment: 'beatboxes',
    idParam: 'beatboxId',
    entityType: 'BEATBOX',
    notFoundMessage: 'We could not find the beatbox.',
    view: HEARTBEAT_ACTIONS.viewBeatboxes,
    manage: HEARTBEAT_ACTIONS.manageBeatboxes,
    body: beatboxBody,
    reply: beatboxReply,
    listReply: beatboxesReply,
    toReply: toBeatbox,
  },
  {
    kind: 'agent',
    segment: 'agents',
    idParam: 'agentId',
    entityType: 'AGENT',
    notFoundMessage: 'We could not find the agent.',
    view: HEARTBEAT_ACTIONS.viewAgents,
    manage: HEARTBEAT_ACTIONS.manageAgents,
    body: agentBody,
    reply: agentReply,
    listReply: agentsReply,
    toReply: toAgent,
  },
];

/** The organization and the host id of a validated request's path. */
function pathIds(request: FastifyRequest, idParam: string) {
  const params = request.params as Record<string, number>;
  return { org: params.org as number, id: params[idParam] as number };
}

/** Read, create, edit and delete one kind of edge host (spec 2.4: beatbox, agents). */
function edgeRoutes(app: FastifyInstance, ctx: AppContext, def: EdgeDefinition) {
  const { db } = ctx;
  const { kind } = def;
  // The rule's feature is checked with the role, before the body is read (lib/features.ts).
  const config = (rule: ActionRule) => ({ access: { ...accessOf(rule), featureFirst: true } });
  const list = `/v1/:org/${def.segment}`;
  const one = `${list}/:${def.idParam}`;
  const oneParams = idParams('org', def.idParam);
  const read = async (org: number, id: number) => {
    const found = await host(db, kind, org, id);
    if (!found) throw notFound(def.notFoundMessage);
    return def.toReply(found.row, found.flowIds);
  };
  const taken = () => new HttpError(409, 'Name is taken');

  /** A change with its audit event in one transaction; the unique index decides a race. */
  async function change(
    request: FastifyRequest,
    eventType: string,
    name: string,
    except: number | undefined,
    write: (trx: EdgeTransaction) => Promise<number>,
  ): Promise<number> {
    const { org } = pathIds(request, def.idParam);
    if (await hostNameTaken(db, kind, org, name, except)) throw taken();
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await write(trx);
        await audit(trx, {
          createdById: signedIn(request).userId,
          organizationId: org,
          entityType: def.entityType,
          entityId: id,
          eventType,
          payload: { ...(request.body as object) },
          clientIp: request.ip,
        });
        return id;
      });
    } catch (error) {
      if (!(error instanceof HttpError) && (await hostNameTaken(db, kind, org, name, except))) {
        throw taken();
      }
      throw error;
    }
  }

  app.get(
    list,
    { config: config(def.view), schema: { params: orgParams, response: { 200: def.listReply } } },
    async (request) => {
      const { org } = pathIds(request, def.idParam);
      const rows = await hosts(db, kind, org, EDGE_LIMIT);
      return rows.map(({ row, flowIds: ids }) => def.toReply(row, ids));
    },
  );

  app.get(
    one,
    { config: config(def.view), schema: { params: oneParams, response: { 200: def.reply } } },
    async (request) => {
      const { org, id } = pathIds(request, def.idParam);
      return read(org, id);
    },
  );

  app.post(
    list,
    {
      config: config(def.manage),
      schema: { params: orgParams, body: def.body, response: { 201: def.reply } },
    },
    async (request, reply: FastifyReply) => {
      const { org } = pathIds(request, def.idParam);
      const body = request.body as EdgeBody;
      const values = valuesOf(kind, body);
      if ((await hostCount(db, kind, org)) >= EDGE_LIMIT) {
        throw new HttpError(409, `An organization has at most ${EDGE_LIMIT} ${def.segment}.`);
      }
      const id = await change(request, 'CREATED', values.name, undefined, async (trx) => {
        await checkFlows(trx, org, body.flowIds);
        return insertHost(trx, kind, org, values, body.flowIds, signedIn(request).userId);
      });
      return reply.code(201).send(await read(org, id));
    },
  );

  app.put(
    one,
    {
      config: config(def.manage),
      schema: { params: oneParams, body: def.body, response: { 200: def.reply } },
    },
    async (request) => {
      const { org, id } = pathIds(request, def.idParam);
      const body = request.body as EdgeBody;
      const values = valuesOf(kind, body);
      await read(org, id);
      await change(request, 'UPDATED', values.name, id, async (trx) => {
        await checkFlows(trx, org, body.flowIds);
        const by = signedIn(request).userId;
        if (!(await updateHost(trx, kind, org, id, values, body.flowIds, by))) {
          throw notFound(def.notFoundMessage);
        }
        return id;
      });
      return read(org, id);
    },
  );

  app.delete(
    one,
    { config: config(def.manage), schema: { params: oneParams, response: { 204: noContent } } },
    async (request, reply: FastifyReply) => {
      const { org, id } = pathIds(request, def.idParam);
      await db.transaction().execute(async (trx) => {
        const name = await deleteHost(trx, kind, org, id);
        if (name === null) throw notFound(def.notFoundMessage);
        await audit(trx, {
          createdById: signedIn(request).userId,
          organizationId: org,
          entityType: def.entityType,
          entityId: id,
          eventType: 'DELETED',
          payload: { name },
          clientIp: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
}

/**
 * Beatboxes (the beatbox feature, Deployers) and agents (the connectAgent feature; every member
 * reads, Deployers change), under the resource registry's prefix.
 */
export async function beatboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('preValidation', authenticate(ctx.db, ctx.signer));
  for (const def of DEFINITIONS) edgeRoutes(app, ctx, def);
}

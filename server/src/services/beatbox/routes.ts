import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
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
import { accessOf, authenticate } from '../../lib/auth';
import { crudRoutes } from '../../lib/crud';
import { badRequest } from '../../lib/errors';
import { flowIdSchema, PLAIN_TEXT_PATTERN, plainText } from '../../lib/schemas';
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

/** A host as the store reads it: its row and the flows it runs. */
type Host = NonNullable<Awaited<ReturnType<typeof host>>>;
/** A checked body: the columns to write and the flows. */
interface HostInput {
  values: HostValues;
  flowIds: string[];
}

/** Read, create, edit and delete one kind of edge host (spec 2.4: beatbox, agents). */
function edgeRoutes(app: FastifyInstance, ctx: AppContext, def: EdgeDefinition) {
  const { db } = ctx;
  const { kind } = def;
  // The rule's feature is checked with the role, before the body is read (lib/features.ts).
  const config = (rule: ActionRule) => ({ access: { ...accessOf(rule), featureFirst: true } });

  crudRoutes<EdgeBody, HostInput, Host, ReturnType<EdgeDefinition['toReply']>>(app, db, {
    path: def.segment,
    idParam: def.idParam,
    config: { read: config(def.view), write: config(def.manage) },
    entityType: def.entityType,
    notFound: def.notFoundMessage,
    body: def.body,
    reply: def.reply,
    listReply: def.listReply,
    toReply: ({ row, flowIds }) => def.toReply(row, flowIds),
    list: (org) => hosts(db, kind, org, EDGE_LIMIT),
    get: true,
    idOf: ({ row }) => row.id,
    one: (org, id) => host(db, kind, org, id),
    prepare: (body) => ({ values: valuesOf(kind, body), flowIds: body.flowIds }),
    bodyFirst: true,
    limit: {
      count: (org) => hostCount(db, kind, org),
      most: EDGE_LIMIT,
      message: `An organization has at most ${EDGE_LIMIT} ${def.segment}.`,
    },
    // The unique index decides a race.
    unique: {
      message: 'Name is taken',
      taken: (org, { values }, except) => hostNameTaken(db, kind, org, values.name, except),
    },
    insert: async (trx, org, { values, flowIds }, by) => {
      await checkFlows(trx, org, flowIds);
      return insertHost(trx, kind, org, values, flowIds, by);
    },
    update: async (trx, org, id, { values, flowIds }, by) => {
      await checkFlows(trx, org, flowIds);
      return updateHost(trx, kind, org, id, values, flowIds, by);
    },
    auditPayload: (_input, body) => ({ ...body }),
    deleteOne: async (trx, org, id) => {
      const name = await deleteHost(trx, kind, org, id);
      return name === null ? null : { name };
    },
  });
}

/**
 * Beatboxes (the beatbox feature, Deployers) and agents (the connectAgent feature; every member
 * reads, Deployers change), under the resource registry's prefix.
 */
export async function beatboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('preValidation', authenticate(ctx.db, ctx.signer));
  for (const def of DEFINITIONS) edgeRoutes(app, ctx, def);
}

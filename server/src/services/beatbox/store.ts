import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Agent, Beatbox, EdgeServer, EdgeStatus } from '@contracts/beatbox';
import type { AgentsTable, DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction a change of a beatbox or an agent and its audit event are written in. */
export type EdgeTransaction = Transaction<DB>;

/** Beatboxes and agents are kept alike: a host row and the flows it runs. */
export type EdgeKind = 'beatbox' | 'agent';

/*
 * Both kinds share their columns (an agent adds its settings), so one set of queries serves
 * both. Kysely types a query by one table: the agents' shape is the wider one, and the
 * agent-only columns are read only for agents.
 */
const TABLES = {
  beatbox: { hosts: 'beatboxes', flows: 'beatbox_flows' },
  agent: { hosts: 'agents', flows: 'agent_flows' },
} as const satisfies Record<EdgeKind, { hosts: keyof DB; flows: keyof DB }>;
const hostsOf = (kind: EdgeKind) => TABLES[kind].hosts as 'agents';
const flowsOf = (kind: EdgeKind) => TABLES[kind].flows as 'agent_flows';

type HostRow = Selectable<AgentsTable>;

/** What a create or an edit writes: the name, the server and, for agents, the settings. */
export interface HostValues {
  name: string;
  hostname: string | null;
  ip: string | null;
  os: string | null;
  version: string | null;
  baseDomain?: string;
  serverTrustPem?: string | null;
}

const serverOf = (row: HostRow): EdgeServer => ({
  hostname: row.hostname,
  ip: row.ip,
  os: row.os,
  version: row.version,
  lastSeen: row.last_seen,
});

function common(row: HostRow, flowIds: string[]) {
  return {
    name: row.name,
    status: row.status as EdgeStatus,
    server: serverOf(row),
    flowIds,
    created: row.created,
    createdBy: row.created_by,
    updated: row.updated,
    updatedBy: row.updated_by,
  };
}

export const toBeatbox = (row: HostRow, flowIds: string[]): Beatbox => ({
  beatboxId: row.id,
  ...common(row, flowIds),
});

export const toAgent = (row: HostRow, flowIds: string[]): Agent => ({
  agentId: row.id,
  ...common(row, flowIds),
  baseDomain: row.base_domain,
  serverTrustPem: row.server_trust_pem,
});

/** The flows of the given hosts (or of every host of the organization), by host. */
async function flowsByHost(
  db: Db,
  kind: EdgeKind,
  organizationId: number,
  hostId?: number,
): Promise<Map<number, string[]>> {
  let query = db
    .selectFrom(flowsOf(kind))
    .select(['host_id', 'flow_id'])
    .orderBy('host_id')
    .orderBy('flow_id');
  query =
    hostId === undefined
      ? query.where('host_id', 'in', (eb) =>
          eb.selectFrom(hostsOf(kind)).select('id').where('organization_id', '=', organizationId),
        )
      : query.where('host_id', '=', hostId);
  const byHost = new Map<number, string[]>();
  for (const row of await query.execute()) {
    const list = byHost.get(row.host_id);
    if (list) list.push(row.flow_id);
    else byHost.set(row.host_id, [row.flow_id]);
  }
  return byHost;
}

/** The organization's hosts of a kind by name (at most `limit`), each with its flows. */
export async function hosts(db: Db, kind: EdgeKind, organizationId: number, limit: number) {
  const [rows, flows] = await Promise.all([
    db
      .selectFrom(hostsOf(kind))
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .execute(),
    flowsByHost(db, kind, organizationId),
  ]);
  return rows.map((row) => ({ row, flowIds: flows.get(row.id) ?? [] }));
}

/** One host of the organization with its flows; null when the organization has no such one. */
export async function host(db: Db, kind: EdgeKind, organizationId: number, id: number) {
  const row = await db
    .selectFrom(hostsOf(kind))
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const flows = await flowsByHost(db, kind, organizationId, id);
  return { row, flowIds: flows.get(id) ?? [] };
}

export async function hostCount(db: Db, kind: EdgeKind, organizationId: number) {
  const row = await db
    .selectFrom(hostsOf(kind))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another host of the kind in the organization has the name. */
export async function hostNameTaken(
  db: Db,
  kind: EdgeKind,
  organizationId: number,
  name: string,
  except?: number,
) {
  let query = db
    .selectFrom(hostsOf(kind))
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

function columns(kind: EdgeKind, values: HostValues) {
  return {
    name: values.name,
    hostname: values.hostname,
    ip: values.ip,
    os: values.os,
    version: values.version,
    ...(kind === 'agent'
      ? { base_domain: values.baseDomain ?? '', server_trust_pem: values.serverTrustPem ?? null }
      : {}),
  };
}

async function replaceFlows(trx: Db, kind: EdgeKind, hostId: number, flowIds: readonly string[]) {
  await trx.deleteFrom(flowsOf(kind)).where('host_id', '=', hostId).execute();
  if (flowIds.length > 0) {
    await trx
      .insertInto(flowsOf(kind))
      .values(flowIds.map((flowId) => ({ host_id: hostId, flow_id: flowId })))
      .execute();
  }
}

/** Inserts a host (status UNKNOWN until it reports) with its flows; returns its id. */
export async function insertHost(
  trx: Db,
  kind: EdgeKind,
  organizationId: number,
  values: HostValues,
  flowIds: readonly string[],
  by: number | null,
  status: EdgeStatus = 'UNKNOWN',
  lastSeen: string | null = null,
): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto(hostsOf(kind))
    // Beatboxes have no settings columns: columns() gives them to agents only.
    .values({
      organization_id: organizationId,
      ...columns(kind, values),
      status,
      last_seen: lastSeen,
      created: now,
      created_by: by,
      updated: now,
      updated_by: by,
    } as Insertable<AgentsTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceFlows(trx, kind, id, flowIds);
  return id;
}

/** Updates a host and replaces its flows; false when the organization has no such host. */
export async function updateHost(
  trx: Db,
  kind: EdgeKind,
  organizationId: number,
  id: number,
  values: HostValues,
  flowIds: readonly string[],
  by: number,
): Promise<boolean> {
  const updated = await trx
    .updateTable(hostsOf(kind))
    .set({ ...columns(kind, values), updated: nowIso(), updated_by: by })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await replaceFlows(trx, kind, id, flowIds);
  return true;
}

/** Deletes a host (its flows go with it); returns its name, or null when there was none. */
export async function deleteHost(trx: Db, kind: EdgeKind, organizationId: number, id: number) {
  const row = await trx
    .deleteFrom(hostsOf(kind))
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
  return row?.name ?? null;
}

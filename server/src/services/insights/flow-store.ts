import type { Kysely, Transaction } from 'kysely';
import type { DeployedFlow, FlowSpec } from '@contracts/heartbeat';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';
import type { FlowRow } from './engine';
import { processorsOf } from './engine';

/** The editable part of a flow spec; id, state and times are the server's. */
export type FlowSpecEdit = Pick<
  FlowSpec,
  | 'description'
  | 'exchangePattern'
  | 'groups'
  | 'owner'
  | 'allowAnonymousAccess'
  | 'redeliveryStrategy'
  | 'deadLetterStrategy'
  | 'processors'
> & { specVersion: number };

export function toFlowSpec(flow: FlowRow): FlowSpec {
  return {
    id: flow.id,
    description: flow.description,
    exchangePattern: flow.exchange_pattern as FlowSpec['exchangePattern'],
    flowState: flow.state as FlowSpec['flowState'],
    groups: JSON.parse(flow.groups_json) as string[],
    owner: flow.owner,
    specVersion: flow.spec_version,
    deploymentTime: flow.deployed_at,
    updateTime: flow.updated_at,
    allowAnonymousAccess: flow.allow_anonymous_access === 1,
    redeliveryStrategy: {
      maxAttempts: flow.redelivery_max_attempts,
      timeoutMs: flow.redelivery_timeout_ms,
    },
    deadLetterStrategy: {
      id: flow.dead_letter_id,
      logFullMessage: flow.dead_letter_log_full_message === 1,
      redeliveryMs: flow.dead_letter_redelivery_ms,
    },
    processors: processorsOf(flow),
  };
}

export async function deployedFlows(
  db: Kysely<DB>,
  organizationId: number,
  inboundBase: string,
  flowId?: string,
): Promise<DeployedFlow[]> {
  let query = db
    .selectFrom('flows')
    .leftJoin('users', 'users.id', 'flows.disabled_by')
    .selectAll('flows')
    .select('users.name as disabled_by_name')
    .where('flows.organization_id', '=', organizationId)
    .orderBy('flows.id');
  if (flowId !== undefined) query = query.where('flows.id', '=', flowId);
  const rows = await query.execute();
  return rows.map(({ disabled_by_name, ...flow }) => ({
    flowSpec: toFlowSpec(flow),
    disablement:
      flow.paused === 1 && flow.disabled_at
        ? {
            disabledBy: flow.disabled_by ?? 0,
            disabledByName: disabled_by_name ?? 'unknown',
            disabledAt: flow.disabled_at,
            reason: flow.disabled_reason ?? '',
          }
        : null,
    documentation: flow.documentation,
    inboundUrl: flow.inbound_kind === 'rest-inbound' ? `${inboundBase}/${flow.id}` : null,
  }));
}

type Db = Kysely<DB> | Transaction<DB>;

export async function organizationShortName(db: Db, organizationId: number) {
  const row = await db
    .selectFrom('organizations')
    .select('short_name')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.short_name ?? null;
}

export async function findFlow(db: Db, organizationId: number, flowId: string) {
  return db
    .selectFrom('flows')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', flowId)
    .executeTakeFirst();
}

/** The ids of an organization's flows, in order. */
export async function flowIdsOf(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('flows')
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A flow with a REST inbound connector, by its organization's short name. */
export async function findInboundFlow(db: Db, organizationShortName: string, flowId: string) {
  return db
    .selectFrom('flows')
    .innerJoin('organizations', 'organizations.id', 'flows.organization_id')
    .selectAll('flows')
    .where('organizations.short_name', '=', organizationShortName)
    .where('flows.id', '=', flowId)
    .where('flows.inbound_kind', '=', 'rest-inbound')
    .executeTakeFirst();
}

/** Pauses a flow (by whom, why) or resumes it. */
export async function setFlowPaused(
  trx: Db,
  organizationId: number,
  flowId: string,
  pause: { by: number; reason: string } | null,
): Promise<void> {
  await trx
    .updateTable('flows')
    .set(
      pause
        ? { paused: 1, disabled_by: pause.by, disabled_at: nowIso(), disabled_reason: pause.reason }
        : { paused: 0, disabled_by: null, disabled_at: null, disabled_reason: null },
    )
    .where('organization_id', '=', organizationId)
    .where('id', '=', flowId)
    .execute();
}

/**
 * Writes an edited spec over the version it was edited from: false when that version is
 * no longer the stored one (someone else saved in between).
 */
export async function updateFlowSpec(
  trx: Db,
  organizationId: number,
  flowId: string,
  edit: FlowSpecEdit,
): Promise<boolean> {
  const updated = await trx
    .updateTable('flows')
    .set({
      description: edit.description,
      exchange_pattern: edit.exchangePattern,
      groups_json: JSON.stringify(edit.groups),
      owner: edit.owner,
      allow_anonymous_access: edit.allowAnonymousAccess ? 1 : 0,
      redelivery_max_attempts: edit.redeliveryStrategy.maxAttempts,
      redelivery_timeout_ms: edit.redeliveryStrategy.timeoutMs,
      dead_letter_id: edit.deadLetterStrategy.id,
      dead_letter_log_full_message: edit.deadLetterStrategy.logFullMessage ? 1 : 0,
      dead_letter_redelivery_ms: edit.deadLetterStrategy.redeliveryMs,
      processors_json: JSON.stringify(edit.processors),
      spec_version: edit.specVersion + 1,
      updated_at: nowIso(),
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', flowId)
    .where('spec_version', '=', edit.specVersion)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A flow spec deployed from a resource: the flow's id and the editable part of its spec. */
export type DeployedSpec = Omit<FlowSpecEdit, 'specVersion'> & { id: string };

/**
 * Deploys a spec: overwrites the organization's flow of that id (its spec version goes up)
 * or creates it, started, without traffic. Call it in the transaction that audits it.
 */
export async function deployFlowSpec(
  trx: Db,
  organizationId: number,
  spec: DeployedSpec,
): Promise<{ created: boolean; specVersion: number }> {
  const current = await findFlow(trx, organizationId, spec.id);
  if (current) {
    await updateFlowSpec(trx, organizationId, spec.id, {
      ...spec,
      specVersion: current.spec_version,
    });
    return { created: false, specVersion: current.spec_version + 1 };
  }
  const at = nowIso();
  const inbound = spec.processors[0]?.type ?? 'rest-inbound';
  await trx
    .insertInto('flows')
    .values({
      organization_id: organizationId,
      id: spec.id,
      description: spec.description,
      exchange_pattern: spec.exchangePattern,
      state: 'STARTED',
      groups_json: JSON.stringify(spec.groups),
      owner: spec.owner,
      spec_version: 1,
      deployed_at: at,
      updated_at: at,
      allow_anonymous_access: spec.allowAnonymousAccess ? 1 : 0,
      redelivery_max_attempts: spec.redeliveryStrategy.maxAttempts,
      redelivery_timeout_ms: spec.redeliveryStrategy.timeoutMs,
      dead_letter_id: spec.deadLetterStrategy.id,
      dead_letter_log_full_message: spec.deadLetterStrategy.logFullMessage ? 1 : 0,
      dead_letter_redelivery_ms: spec.deadLetterStrategy.redeliveryMs,
      processors_json: JSON.stringify(spec.processors),
      documentation: '',
      inbound_kind: inbound,
      paused: 0,
      disabled_by: null,
      disabled_at: null,
      disabled_reason: null,
      traffic_per_minute: 0,
      failure_rate: 0,
    })
    .execute();
  return { created: true, specVersion: 1 };
}

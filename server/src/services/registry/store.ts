import type { Kysely, Transaction } from 'kysely';
import type { FlowAccess, ServiceAccount } from '@contracts/heartbeat';
import type { DB } from '../../db/schema';

export async function serviceAccounts(
  db: Kysely<DB>,
  organizationId: number,
): Promise<ServiceAccount[]> {
  const rows = await db
    .selectFrom('service_accounts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    serviceAccountId: r.id,
    name: r.name,
    credentialType: r.credential_type as ServiceAccount['credentialType'],
    created: r.created,
    createdBy: r.created_by,
    updated: r.updated,
    updatedBy: r.updated_by,
  }));
}

/** An organization's flow accesses, of one flow or all. */
export async function flowAccesses(
  db: Kysely<DB> | Transaction<DB>,
  organizationId: number,
  flowId?: string,
  accountId?: number,
): Promise<FlowAccess[]> {
  let query = db
    .selectFrom('flow_accesses')
    .innerJoin('service_accounts', 'service_accounts.id', 'flow_accesses.service_account_id')
    .selectAll('flow_accesses')
    .select('service_accounts.name')
    .where('flow_accesses.organization_id', '=', organizationId)
    .orderBy('flow_accesses.id');
  if (flowId) query = query.where('flow_accesses.flow_id', '=', flowId);
  if (accountId) query = query.where('flow_accesses.service_account_id', '=', accountId);
  return (await query.execute()).map((r) => ({
    flowAccessId: r.id,
    serviceAccountId: r.service_account_id,
    serviceAccountName: r.name,
    flowId: r.flow_id,
    created: r.created,
    createdBy: r.created_by,
    updated: r.updated,
    updatedBy: r.updated_by,
  }));
}

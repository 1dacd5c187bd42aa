import type { Kysely } from 'kysely';
import type { FlowAccess, ServiceAccount } from '../../../../src/shared/contracts/heartbeat';
import type { DB } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

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
  db: Kysely<DB>,
  organizationId: number,
  flowId?: string,
): Promise<FlowAccess[]> {
  let query = db
    .selectFrom('flow_accesses')
    .innerJoin('service_accounts', 'service_accounts.id', 'flow_accesses.service_account_id')
    .selectAll('flow_accesses')
    .select('service_accounts.name')
    .where('flow_accesses.organization_id', '=', organizationId)
    .orderBy('flow_accesses.id');
  if (flowId) query = query.where('flow_accesses.flow_id', '=', flowId);
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

/**
 * The service account of an organization (by short name) that holds an API key, with
 * its access to a flow (`access_id` null: none).
 */
export async function findServiceAccountByKey(
  db: Kysely<DB>,
  organizationShortName: string,
  key: string,
  flowId: string,
) {
  return db
    .selectFrom('service_accounts')
    .innerJoin('organizations', 'organizations.id', 'service_accounts.organization_id')
    .leftJoin('flow_accesses', (join) =>
      join
        .onRef('flow_accesses.service_account_id', '=', 'service_accounts.id')
        .on('flow_accesses.flow_id', '=', flowId),
    )
    .select(['service_accounts.id', 'flow_accesses.id as access_id'])
    .where('service_accounts.api_key_hash', '=', sha256(key))
    .where('organizations.short_name', '=', organizationShortName)
    .executeTakeFirst();
}

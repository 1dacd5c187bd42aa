import type { Kysely, Transaction } from 'kysely';
import type { FlowAccess, ServiceAccount } from '@contracts/heartbeat';
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

/** What a caller of the inbound door presents: an API key or a username and password. */
export type InboundCredential =
  { kind: 'key'; key: string } | { kind: 'basic'; username: string; password: string };

/**
 * The service account of an organization (by short name) whose credential the caller
 * presents, with its access to a flow (`access_id` null: none). An API key matches only an
 * API_KEY account; a username and password only a BASIC account of that name. Only the
 * credential's SHA-256 is stored: each is 32 random bytes, so a slow hash adds nothing.
 */
export async function findServiceAccountByCredential(
  db: Kysely<DB>,
  organizationShortName: string,
  credential: InboundCredential,
  flowId: string,
) {
  let query = db
    .selectFrom('service_accounts')
    .innerJoin('organizations', 'organizations.id', 'service_accounts.organization_id')
    .leftJoin('flow_accesses', (join) =>
      join
        .onRef('flow_accesses.service_account_id', '=', 'service_accounts.id')
        .on('flow_accesses.flow_id', '=', flowId),
    )
    .select(['service_accounts.id', 'flow_accesses.id as access_id'])
    .where('organizations.short_name', '=', organizationShortName);
  if (credential.kind === 'key') {
    query = query
      .where('service_accounts.credential_type', '=', 'API_KEY')
      .where('service_accounts.api_key_hash', '=', sha256(credential.key));
  } else {
    query = query
      .where('service_accounts.credential_type', '=', 'BASIC')
      .where('service_accounts.name', '=', credential.username)
      .where('service_accounts.api_key_hash', '=', sha256(credential.password));
  }
  return query.executeTakeFirst();
}

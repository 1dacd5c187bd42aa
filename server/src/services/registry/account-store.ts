import type { Kysely, Transaction } from 'kysely';
import type { CredentialType, ServiceAccount, ServiceAccountDetails } from '@contracts/heartbeat';
import type { DB } from '../../db/schema';
import type { ServiceAccountsTable } from '../../db/schema/registry';
import { flowAccesses } from './store';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction an account's change and its audit event are written in. */
export type AccountTransaction = Transaction<DB>;

function toAccount(r: Omit<ServiceAccountsTable, 'id'> & { id: number }): ServiceAccount {
  return {
    serviceAccountId: r.id,
    name: r.name,
    credentialType: r.credential_type as CredentialType,
    created: r.created,
    createdBy: r.created_by,
    updated: r.updated,
    updatedBy: r.updated_by,
  };
}

/** One service account of an organization, without its credential. */
export async function findAccount(
  db: Db,
  organizationId: number,
  accountId: number,
): Promise<ServiceAccount | undefined> {
  const row = await db
    .selectFrom('service_accounts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** A service account with its flow accesses. */
export async function accountDetails(
  db: Db,
  organizationId: number,
  accountId: number,
): Promise<ServiceAccountDetails | undefined> {
  const account = await findAccount(db, organizationId, accountId);
  if (!account) return undefined;
  const accesses = await flowAccesses(db, organizationId, undefined, accountId);
  return { ...account, flowAccesses: accesses };
}

export async function accountNameTaken(db: Db, organizationId: number, name: string) {
  const row = await db
    .selectFrom('service_accounts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(
  db: Db,
  organizationId: number,
  values: { name: string; credentialType: CredentialType; secretHash: string; by: number },
  at: string,
): Promise<number> {
  const { id } = await db
    .insertInto('service_accounts')
    .values({
      organization_id: organizationId,
      name: values.name,
      credential_type: values.credentialType,
      api_key_hash: values.secretHash,
      created: at,
      created_by: values.by,
      updated: at,
      updated_by: values.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces an account's credential: the old one stops working with this commit. */
export async function replaceCredential(
  db: Db,
  organizationId: number,
  accountId: number,
  values: { credentialType: CredentialType; secretHash: string; by: number },
  at: string,
): Promise<void> {
  await db
    .updateTable('service_accounts')
    .set({
      credential_type: values.credentialType,
      api_key_hash: values.secretHash,
      updated: at,
      updated_by: values.by,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', accountId)
    .execute();
}

export async function deleteAccount(db: Db, organizationId: number, accountId: number) {
  await db
    .deleteFrom('flow_accesses')
    .where('organization_id', '=', organizationId)
    .where('service_account_id', '=', accountId)
    .execute();
  await db
    .deleteFrom('service_accounts')
    .where('organization_id', '=', organizationId)
    .where('id', '=', accountId)
    .execute();
}

/** Grants the flows the account does not reach yet; answers the ids of the new accesses. */
export async function grantFlows(
  db: Db,
  organizationId: number,
  accountId: number,
  flowIds: readonly string[],
  by: number,
  at: string,
): Promise<string[]> {
  const held = await db
    .selectFrom('flow_accesses')
    .select('flow_id')
    .where('organization_id', '=', organizationId)
    .where('service_account_id', '=', accountId)
    .execute();
  const already = new Set(held.map((r) => r.flow_id));
  const fresh = [...new Set(flowIds)].filter((id) => !already.has(id));
  if (fresh.length === 0) return [];
  await db
    .insertInto('flow_accesses')
    .values(
      fresh.map((flowId) => ({
        organization_id: organizationId,
        service_account_id: accountId,
        flow_id: flowId,
        created: at,
        created_by: by,
        updated: at,
        updated_by: by,
      })),
    )
    .execute();
  return fresh;
}

export async function findAccess(db: Db, organizationId: number, accessId: number) {
  return db
    .selectFrom('flow_accesses')
    .select(['id', 'service_account_id', 'flow_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', accessId)
    .executeTakeFirst();
}

export async function deleteAccess(db: Db, organizationId: number, accessId: number) {
  await db
    .deleteFrom('flow_accesses')
    .where('organization_id', '=', organizationId)
    .where('id', '=', accessId)
    .execute();
}

/** The organization's deployed flows among `flowIds`, with their inbound connector. */
export async function deployedFlows(db: Db, organizationId: number, flowIds: readonly string[]) {
  if (flowIds.length === 0) return [];
  return db
    .selectFrom('flows')
    .select(['id', 'inbound_kind'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...flowIds])
    .execute();
}

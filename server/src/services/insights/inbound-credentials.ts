import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

/*
 * The inbound door's check of a caller's credential. Registry issues service accounts and
 * their credentials (registry/credentials.ts); the door reads them here, so insights, which
 * registry deploys flows into, depends on no registry code.
 */

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

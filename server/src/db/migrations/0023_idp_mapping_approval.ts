import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { Db } from './helpers';

/**
 * A login-domain mapping claims a domain for the whole platform's sign-in, so it takes
 * effect only once an owner has approved it (`approved_at`, `approved_by`; null: waiting).
 * Mappings made before this migration stay in force when no user of another organization
 * has an e-mail in their domain; the others wait for an owner.
 */
export function idpMappingApproval(_dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('idp_mappings').addColumn('approved_at', 'text').execute();
      await db.schema.alterTable('idp_mappings').addColumn('approved_by', 'integer').execute();
      await sql`
        update idp_mappings set approved_at = updated
        where not exists (
          select 1 from users
          where users.organization_id <> idp_mappings.organization_id
            and lower(substr(users.email, length(users.email) - length(idp_mappings.login_domain)))
              = '@' || idp_mappings.login_domain
        )`.execute(db);
    },
    async down(db: Db) {
      await db.schema.alterTable('idp_mappings').dropColumn('approved_by').execute();
      await db.schema.alterTable('idp_mappings').dropColumn('approved_at').execute();
    },
  };
}
